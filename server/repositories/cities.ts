// Cities with their RU and EN rows: SQL only.
import type { Db } from '../db/kysely';

export type CityRow = {
  id: number;
  slug: string;
  region: number;
  hub_id: number;
  priority: number;
  updated: number;
  name_ru: string;
  name_en: string;
  place_ru: string;
  seo: string;
  seo_description: string;
  keywords: string;
};
export type CityInput = { slug: string; region: number; hubId: number; nameRU: string; nameEN: string; place: string };

export async function listCities(db: Db): Promise<CityRow[]> {
  return db
    .selectFrom('cities')
    .leftJoin('city_l10n as ru', (j) => j.onRef('ru.city_id', '=', 'cities.id').on('ru.lang', '=', 'RU'))
    .leftJoin('city_l10n as en', (j) => j.onRef('en.city_id', '=', 'cities.id').on('en.lang', '=', 'EN'))
    .select(['cities.id', 'cities.slug', 'cities.region', 'cities.hub_id', 'cities.priority', 'cities.updated'])
    .select((eb) => [
      eb.fn.coalesce('ru.name', eb.val('')).as('name_ru'),
      eb.fn.coalesce('en.name', eb.val('')).as('name_en'),
      eb.fn.coalesce('ru.place', eb.val('')).as('place_ru'),
      eb.fn.coalesce('ru.seo', eb.val('')).as('seo'),
      eb.fn.coalesce('ru.seo_description', eb.val('')).as('seo_description'),
      eb.fn.coalesce('ru.keywords', eb.val('')).as('keywords'),
    ])
    .orderBy('cities.id')
    .execute();
}

/** Inserts (id undefined) or updates a city and its language rows; returns its id, or undefined
 * when the city to update does not exist. `updated`: the version to store (server/http/version.ts).
 * Call inside a transaction. */
export async function saveCity(trx: Db, id: number | undefined, input: CityInput, updated?: number): Promise<number | undefined> {
  const now = Date.now();
  const columns = { slug: input.slug, region: input.region, hub_id: input.hubId, updated: updated ?? now };
  let cityId = id;
  if (cityId === undefined) {
    const row = await trx
      .insertInto('cities')
      .values({ ...columns, priority: 0, created: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    cityId = row.id;
  } else {
    const result = await trx.updateTable('cities').set(columns).where('id', '=', cityId).executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return undefined;
  }
  const rows: { lang: 'RU' | 'EN'; values: { name: string; place?: string } }[] = [
    { lang: 'RU', values: { name: input.nameRU, place: input.place } },
    { lang: 'EN', values: { name: input.nameEN } },
  ];
  for (const { lang, values } of rows) {
    await trx
      .insertInto('city_l10n')
      .values({ city_id: cityId, lang, ...values })
      .onConflict((oc) => oc.columns(['city_id', 'lang']).doUpdateSet(values))
      .execute();
  }
  return cityId;
}

export async function setCityPriority(db: Db, id: number, priority: number): Promise<boolean> {
  const result = await db.updateTable('cities').set({ priority, updated: Date.now() }).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
