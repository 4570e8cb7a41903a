// Clinics and cities written straight into the database, for suites that need a few known rows
// rather than a synchronised catalogue (the profile editor's calls and their fixtures).
import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../../server/db/dialect';
import type { Db } from '../../server/db/kysely';

/** Makes sure cities with exactly these ids exist (in hub `hubId`); named "City <id>". */
export async function ensureCities(db: Db, dialect: DialectName, ids: number[], hubId: number) {
  const now = Date.now();
  const present = new Set((await db.selectFrom('cities').select('id').execute()).map((c) => Number(c.id)));
  const missing = ids.filter((id) => !present.has(id));
  if (!missing.length) return;
  await db
    .insertInto('cities')
    .values(missing.map((id) => ({ id, slug: `city-${id}`, region: 77, hub_id: hubId, priority: 0, created: now, updated: now })))
    .execute();
  const names = missing.flatMap((id) => [
    { city_id: id, lang: 'RU' as const, name: `Город ${id}`, place: `в городе ${id}` },
    { city_id: id, lang: 'EN' as const, name: `City ${id}`, place: '' },
  ]);
  await db.insertInto('city_l10n').values(names).execute();
  // Explicit ids do not move PostgreSQL's sequence; later inserts must not collide with them.
  if (dialect === 'postgres')
    await sql`select setval(pg_get_serial_sequence('cities', 'id'), (select max(id) from cities))`.execute(db as Kysely<unknown>);
}

/** `id`: the clinic's own, else the next one. */
export type ClinicSeed = { id?: number; hash: string; slug: string; cityId?: number | null; names?: { RU?: string; EN?: string } };

export const EMPTY_CLINIC = {
  orig_id: null,
  region: null,
  super_agent_id: null,
  by_medimost: 0,
  agreement: 0,
  direct_lead: 0,
  latitude: null,
  longitude: null,
  rating: null,
  time_zone: null,
  l_logo_hash: null,
  l_logo_file_type: null,
  m_logo_hash: null,
  m_logo_file_type: null,
  oms_description: null,
  children_description: null,
  response_rate: null,
  price_segment: null,
  recommended: 0,
  updated_by: null,
};

/** An active clinic with a RU text row (and EN when named); answers its id. */
export async function addClinic(db: Db, seed: ClinicSeed): Promise<number> {
  const now = Date.now();
  const { id } = await db
    .insertInto('clinics')
    .values({
      ...EMPTY_CLINIC,
      ...(seed.id !== undefined && { id: seed.id }),
      hash: seed.hash,
      slug: seed.slug,
      state: 'ACTIVE',
      country: 'RUSSIA',
      city_id: seed.cityId ?? null,
      created: now,
      updated: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const names = seed.names ?? { RU: `Клиника ${seed.slug}` };
  for (const lang of ['RU', 'EN'] as const) {
    const name = names[lang];
    if (name === undefined) continue;
    await db
      .insertInto('clinic_l10n')
      .values({
        clinic_id: id,
        lang,
        visible: 1,
        name,
        short_name: name.slice(0, 64),
        search_name: name.toLowerCase(),
        city: '',
        address: '',
        phone: '',
        email: '',
        website: '',
      })
      .execute();
  }
  return Number(id);
}

/** Values the clinics list's filters can be asked for that select some of the catalogue's clinics:
 * the city with most clinics, a selected specialty and category, and the brand that starts the
 * short name of `clinicId` (the part before " (city)"). */
export async function clinicFilterValues(db: Db, clinicId: number) {
  const city = await db
    .selectFrom('clinic_cities')
    .select('city_id')
    .groupBy('city_id')
    .orderBy((eb) => eb.fn.countAll(), 'desc')
    .executeTakeFirstOrThrow();
  const specialty = await db
    .selectFrom('clinic_specialties')
    .select('specialty_id')
    .where('selected', '=', 1)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const category = await db
    .selectFrom('clinic_categories')
    .select('category_id')
    .where('selected', '=', 1)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const name = await db
    .selectFrom('clinic_l10n')
    .select('short_name')
    .where('clinic_id', '=', clinicId)
    .where('lang', '=', 'RU')
    .executeTakeFirstOrThrow();
  return { cityId: city.city_id, sid: specialty.specialty_id, cId: category.category_id, brand: name.short_name.split(' (')[0] };
}
