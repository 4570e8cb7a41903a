// SQL of the clinic's catalogue choices (001 §2 Specialties, Services, Prices): the active
// catalogue by category, the clinic's rows for its specialties or services (prices, selection,
// per-language texts) and for its categories (OMS and children flags, texts, video links). The
// kind's tables come from services/profile/catalogueKinds.ts; both kinds have the same shape, so
// their tables are typed as the specialties' ones.
import type { EditLang } from '../../common/lang';
import type { Db } from '../db/kysely';
import type { CatalogueKind } from '../services/profile/catalogueKinds';

const tables = (k: CatalogueKind) => ({
  items: k.items as 'specialties',
  itemL10n: k.itemL10n as 'specialty_l10n',
  itemColumn: k.itemColumn as 'specialty_id',
  links: k.links as 'category_specialties',
  clinic: k.clinicTable as 'clinic_specialties',
  clinicL10n: k.clinicL10n as 'clinic_specialty_l10n',
  clinicL10nColumn: k.clinicL10nColumn as 'clinic_specialty_id',
});

export type NamedEntry = { id: number; name_ru: string | null; name_en: string | null };

/** The kind's active categories in catalogue order, with both names. */
export function activeCategories(db: Db, k: CatalogueKind): Promise<(NamedEntry & { medical: number })[]> {
  return db
    .selectFrom('categories as c')
    .leftJoin('category_l10n as ru', (j) => j.onRef('ru.category_id', '=', 'c.id').on('ru.lang', '=', 'RU'))
    .leftJoin('category_l10n as en', (j) => j.onRef('en.category_id', '=', 'c.id').on('en.lang', '=', 'EN'))
    .select(['c.id', 'c.medical', 'ru.name as name_ru', 'en.name as name_en'])
    .where('c.kind', '=', k.category)
    .where('c.active', '=', 1)
    .orderBy('c.position')
    .orderBy('c.id')
    .execute();
}

/** The kind's active entries with the category listing each, in the category's order. */
export function activeEntries(db: Db, k: CatalogueKind): Promise<(NamedEntry & { category_id: number; important: number })[]> {
  const t = tables(k);
  return db
    .selectFrom(`${t.links} as k` as 'category_specialties as k')
    .innerJoin(`${t.items} as s` as 'specialties as s', 's.id', `k.${t.itemColumn}` as 'k.specialty_id')
    .leftJoin(`${t.itemL10n} as ru` as 'specialty_l10n as ru', (j) =>
      j.onRef(`ru.${t.itemColumn}` as 'ru.specialty_id', '=', 's.id').on('ru.lang', '=', 'RU'),
    )
    .leftJoin(`${t.itemL10n} as en` as 'specialty_l10n as en', (j) =>
      j.onRef(`en.${t.itemColumn}` as 'en.specialty_id', '=', 's.id').on('en.lang', '=', 'EN'),
    )
    .select(['k.category_id', 's.id', 's.important', 'ru.name as name_ru', 'en.name as name_en'])
    .where('s.active', '=', 1)
    .orderBy('k.category_id')
    .orderBy('k.position')
    .execute();
}

/** The clinic's rows of the kind, with the languages whose description is filled. */
export async function clinicEntries(db: Db, k: CatalogueKind, clinicId: number) {
  const t = tables(k);
  const rows = await db
    .selectFrom(`${t.clinic} as x` as 'clinic_specialties as x')
    .innerJoin(`${t.items} as s` as 'specialties as s', 's.id', `x.${t.itemColumn}` as 'x.specialty_id')
    .select([
      `x.${t.itemColumn} as item_id` as 'x.specialty_id as item_id',
      'x.id',
      'x.selected',
      'x.price',
      'x.l_price',
      'x.l_price_end',
      'x.domestic',
      'x.exterior',
      's.active',
      's.important',
    ])
    .where('x.clinic_id', '=', clinicId)
    .execute();
  const filled = rows.length
    ? await db
        .selectFrom(t.clinicL10n)
        .select([`${t.clinicL10nColumn} as owner` as 'clinic_specialty_id as owner', 'lang'])
        .where(
          t.clinicL10nColumn,
          'in',
          rows.map((r) => r.id),
        )
        .where('description', '<>', '')
        .execute()
    : [];
  return rows.map((row) => ({ ...row, langs: filled.filter((f) => f.owner === row.id).map((f) => f.lang) }));
}

/** The clinic's categories of the kind with their flags, the languages whose text is filled and
 * the video links. */
export async function clinicCategoryRows(db: Db, k: CatalogueKind, clinicId: number) {
  const rows = await db
    .selectFrom('clinic_categories as x')
    .innerJoin('categories as c', 'c.id', 'x.category_id')
    .select(['x.id', 'x.category_id', 'x.selected', 'x.oms', 'x.children'])
    .where('x.clinic_id', '=', clinicId)
    .where('c.kind', '=', k.category)
    .execute();
  const ids = rows.map((r) => r.id);
  const [filled, links] = ids.length
    ? await Promise.all([
        db
          .selectFrom('clinic_category_l10n')
          .select(['clinic_category_id', 'lang'])
          .where('clinic_category_id', 'in', ids)
          .where('description', '<>', '')
          .execute(),
        db
          .selectFrom('clinic_category_video_links')
          .select(['clinic_category_id', 'url'])
          .where('clinic_category_id', 'in', ids)
          .orderBy('position')
          .execute(),
      ])
    : [[], []];
  return rows.map((row) => ({
    ...row,
    langs: filled.filter((f) => f.clinic_category_id === row.id).map((f) => f.lang),
    videoLinks: links.filter((l) => l.clinic_category_id === row.id).map((l) => l.url),
  }));
}

/** Whether the catalogue has this entry of the kind (active or not: a clinic keeps old rows). */
export async function entryExists(db: Db, k: CatalogueKind, itemId: number): Promise<boolean> {
  const t = tables(k);
  return (await db.selectFrom(t.items).select('id').where('id', '=', itemId).executeTakeFirst()) !== undefined;
}

/** The catalogue kind of a category (SPECIALTY or SERVICE); undefined when there is none. */
export async function categoryKind(db: Db, categoryId: number): Promise<string | undefined> {
  return (await db.selectFrom('categories').select('kind').where('id', '=', categoryId).executeTakeFirst())?.kind;
}

/** The clinic's row for a catalogue entry; undefined when it has none. */
export async function clinicEntry(db: Db, k: CatalogueKind, clinicId: number, itemId: number) {
  const t = tables(k);
  return db
    .selectFrom(t.clinic)
    .select(['id', 'selected', 'l_price', 'l_price_end'])
    .where('clinic_id', '=', clinicId)
    .where(t.itemColumn, '=', itemId)
    .executeTakeFirst();
}

/** The clinic's row for the entry, created unselected when it has none (an edit of an entry the
 * catalogue does not list for it: its texts and prices wait there until it is selected). */
export async function ensureClinicEntry(trx: Db, k: CatalogueKind, clinicId: number, itemId: number, now: number): Promise<number> {
  const existing = await clinicEntry(trx, k, clinicId, itemId);
  if (existing) return existing.id;
  const t = tables(k);
  const values = { clinic_id: clinicId, [t.itemColumn]: itemId, selected: 0, price: null, created: now, updated: now };
  const row = await trx
    .insertInto(t.clinic)
    .values(values as { clinic_id: number; specialty_id: number; selected: number; price: null; created: number; updated: number })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateClinicEntry(
  trx: Db,
  k: CatalogueKind,
  rowId: number,
  values: { selected?: number; staff_selected?: number; l_price?: number | null; l_price_end?: number | null },
  now: number,
) {
  await trx
    .updateTable(tables(k).clinic)
    .set({ ...values, updated: now })
    .where('id', '=', rowId)
    .execute();
}

/** The entry's texts in one language: its description and (services) its price text. */
export async function entryTexts(db: Db, k: CatalogueKind, rowId: number, lang: EditLang) {
  const t = tables(k);
  const row = await db
    .selectFrom(t.clinicL10n)
    .selectAll()
    .where(t.clinicL10nColumn, '=', rowId)
    .where('lang', '=', lang)
    .executeTakeFirst();
  const texts = row as { description?: string; price_text?: string } | undefined;
  return { description: texts?.description ?? '', priceText: texts?.price_text ?? '' };
}

export async function writeEntryTexts(trx: Db, k: CatalogueKind, rowId: number, lang: EditLang, texts: Record<string, string>) {
  const t = tables(k);
  await trx
    .insertInto(t.clinicL10n)
    .values({ [t.clinicL10nColumn]: rowId, lang, ...texts } as { clinic_specialty_id: number; lang: EditLang; description: string })
    .onConflict((oc) => oc.columns([t.clinicL10nColumn, 'lang']).doUpdateSet(texts))
    .execute();
}

/** The clinic's row for a category, created unselected when it has none. */
export async function ensureClinicCategory(trx: Db, clinicId: number, categoryId: number, now: number): Promise<number> {
  const existing = await trx
    .selectFrom('clinic_categories')
    .select('id')
    .where('clinic_id', '=', clinicId)
    .where('category_id', '=', categoryId)
    .executeTakeFirst();
  if (existing) return existing.id;
  const values = { clinic_id: clinicId, category_id: categoryId, selected: 0, created: now, updated: now };
  return (await trx.insertInto('clinic_categories').values(values).returning('id').executeTakeFirstOrThrow()).id;
}

export async function categoryFlag(db: Db, clinicId: number, categoryId: number, flag: 'oms' | 'children'): Promise<boolean> {
  const row = await db
    .selectFrom('clinic_categories')
    .select(flag)
    .where('clinic_id', '=', clinicId)
    .where('category_id', '=', categoryId)
    .executeTakeFirst();
  return Number(row?.[flag] ?? 0) === 1;
}

export async function setCategoryFlag(trx: Db, rowId: number, flag: 'oms' | 'children', on: boolean, now: number) {
  await trx
    .updateTable('clinic_categories')
    .set({ [flag]: on ? 1 : 0, updated: now })
    .where('id', '=', rowId)
    .execute();
}

/** The clinic's category text in one language and the category's video links; blank when none. */
export async function categoryTexts(db: Db, clinicId: number, categoryId: number, lang: EditLang) {
  const row = await db
    .selectFrom('clinic_categories as x')
    .leftJoin('clinic_category_l10n as l', (j) => j.onRef('l.clinic_category_id', '=', 'x.id').on('l.lang', '=', lang))
    .select(['x.id', 'l.description'])
    .where('x.clinic_id', '=', clinicId)
    .where('x.category_id', '=', categoryId)
    .executeTakeFirst();
  const links = row
    ? await db
        .selectFrom('clinic_category_video_links')
        .select('url')
        .where('clinic_category_id', '=', row.id)
        .orderBy('position')
        .execute()
    : [];
  return { description: row?.description ?? '', videoLinks: links.map((l) => l.url) };
}

export async function writeCategoryTexts(trx: Db, rowId: number, lang: EditLang, description: string, videoLinks: readonly string[]) {
  await trx
    .insertInto('clinic_category_l10n')
    .values({ clinic_category_id: rowId, lang, description })
    .onConflict((oc) => oc.columns(['clinic_category_id', 'lang']).doUpdateSet({ description }))
    .execute();
  await trx.deleteFrom('clinic_category_video_links').where('clinic_category_id', '=', rowId).execute();
  if (videoLinks.length) {
    const rows = videoLinks.map((url, index) => ({ clinic_category_id: rowId, position: index + 1, url }));
    await trx.insertInto('clinic_category_video_links').values(rows).execute();
  }
}

type FixedText = 'oms_description' | 'children_description';

export async function fixedTexts(db: Db, clinicId: number) {
  return db.selectFrom('clinics').select(['oms_description', 'children_description']).where('id', '=', clinicId).executeTakeFirstOrThrow();
}

export async function writeFixedText(trx: Db, clinicId: number, column: FixedText, text: string) {
  await trx
    .updateTable('clinics')
    .set({ [column]: text })
    .where('id', '=', clinicId)
    .execute();
}
