// The id and value lists of advertising rows (docs/data-model.md "Advertising"): a holder's
// clinics, a promo's categories and diseases, a banner's pages, text types, categories, diseases
// and clinics. Each list is one link table keyed by its owner; SQL only.
import { sql } from 'kysely';
import type { AdvertTables } from '../db/advertTables';
import type { Db } from '../db/kysely';

/** Every link list: its table, owner column and value column. */
export const LINKS = {
  advertiserClinics: { table: 'advertiser_clinics', owner: 'advertiser_id', value: 'clinic_id' },
  promoCategories: { table: 'promo_categories', owner: 'promo_id', value: 'category_id' },
  promoDiseases: { table: 'promo_specialties', owner: 'promo_id', value: 'specialty_id' },
  bannerPages: { table: 'banner_pages', owner: 'banner_id', value: 'page' },
  bannerTextTypes: { table: 'banner_text_types', owner: 'banner_id', value: 'text_type' },
  bannerCategories: { table: 'banner_categories', owner: 'banner_id', value: 'category_id' },
  bannerDiseases: { table: 'banner_specialties', owner: 'banner_id', value: 'specialty_id' },
  bannerClinics: { table: 'banner_clinics', owner: 'banner_id', value: 'clinic_id' },
} as const satisfies Record<string, { table: keyof AdvertTables; owner: string; value: string }>;
export type LinkName = keyof typeof LINKS;

/** The owners' values of one list, by owner id, in value order. */
export async function linkValues<V extends string | number>(db: Db, name: LinkName, owners: number[]): Promise<Map<number, V[]>> {
  const link = LINKS[name];
  const values = new Map<number, V[]>(owners.map((id) => [id, []]));
  for (let i = 0; i < owners.length; i += 500) {
    const chunk = owners.slice(i, i + 500);
    // The names come from the table above, never from a request.
    const { rows } = await sql<{ owner: number; value: V }>`select ${sql.ref(link.owner)} as owner, ${sql.ref(link.value)} as value
      from ${sql.table(link.table)} where ${sql.ref(link.owner)} in (${sql.join(chunk)}) order by ${sql.ref(link.value)}`.execute(db);
    for (const row of rows) values.get(Number(row.owner))?.push((typeof row.value === 'string' ? row.value : Number(row.value)) as V);
  }
  return values;
}

export async function ownLinks<V extends string | number>(db: Db, name: LinkName, owner: number): Promise<V[]> {
  return (await linkValues<V>(db, name, [owner])).get(owner) ?? [];
}

/** Replaces one owner's list. */
export async function setLinks(trx: Db, name: LinkName, owner: number, values: readonly (string | number)[]): Promise<void> {
  const link = LINKS[name];
  await sql`delete from ${sql.table(link.table)} where ${sql.ref(link.owner)} = ${owner}`.execute(trx);
  const unique = [...new Set(values)];
  for (let i = 0; i < unique.length; i += 500) {
    const rows = unique.slice(i, i + 500).map((value) => sql`(${owner}, ${value})`);
    await sql`insert into ${sql.table(link.table)} (${sql.ref(link.owner)}, ${sql.ref(link.value)}) values ${sql.join(rows)}`.execute(trx);
  }
}

/** Of `ids`, those that name no row of `table` (a category, a disease, a clinic). */
export async function unknownIds(db: Db, table: 'categories' | 'specialties' | 'clinics', ids: readonly number[]): Promise<number[]> {
  const known = new Set<number>();
  for (let i = 0; i < ids.length; i += 500) {
    const rows = await db
      .selectFrom(table)
      .select('id')
      .where('id', 'in', ids.slice(i, i + 500))
      .execute();
    for (const row of rows) known.add(Number(row.id));
  }
  return ids.filter((id) => !known.has(id));
}
