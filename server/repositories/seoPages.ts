// SEO pages' SQL (GET /api/admin/getseopages, seopage; POST seopage, seopage/savemain; the disease
// search): a page is found by its key `<cid>/<sid|0>/<ct|0>`, its texts by (page, language).
// SQL only; the services turn rows into answers.
import { sql } from 'kysely';
import type { EditLang } from '../../common/lang';
import { type DialectName, stateTokenSql } from '../db/dialect';
import type { Db } from '../db/kysely';

export type PagePlace = { cid: number; sid: number | null; ct: number | null };

export const pageKey = ({ cid, sid, ct }: PagePlace) => `${cid}/${sid ?? 0}/${ct ?? 0}`;

export function findPage(db: Db, place: PagePlace) {
  return db.selectFrom('seo_pages').selectAll().where('page_key', '=', pageKey(place)).executeTakeFirst();
}

export function pageById(db: Db, id: number) {
  return db.selectFrom('seo_pages').selectAll().where('id', '=', id).executeTakeFirst();
}

export function pageTexts(db: Db, pageId: number, lang?: EditLang) {
  let query = db.selectFrom('seo_page_l10n').selectAll().where('seo_page_id', '=', pageId);
  if (lang) query = query.where('lang', '=', lang);
  return query.orderBy('lang').execute();
}

/** The category page's slug1: what every page under that category starts its address with. */
export async function categorySlug1(db: Db, cid: number): Promise<string> {
  const row = await db
    .selectFrom('seo_pages')
    .select('slug1')
    .where('page_key', '=', pageKey({ cid, sid: null, ct: null }))
    .executeTakeFirst();
  return row?.slug1 ?? '';
}

/** Counters of one city (0: all cities) and language: one index range of seo_counts' key. */
export function treeCounts(db: Db, lang: EditLang, cityId: number) {
  return db
    .selectFrom('seo_counts')
    .select(['category_id', 'specialty_id', 'cc', 'ccv'])
    .where('lang', '=', lang)
    .where('city_id', '=', cityId)
    .execute();
}

/** The pages of one city (null: the pages of no city) with the flags of one language; never the
 * texts themselves, only whether there are any. */
export function treePages(db: Db, lang: EditLang, cityId: number | null) {
  const texts = sql<number>`case when t.seo <> '' or t.seo_long <> '' then 1 else 0 end`;
  let query = db
    .selectFrom('seo_pages as p')
    .leftJoin('seo_page_l10n as t', (j) => j.onRef('t.seo_page_id', '=', 'p.id').on('t.lang', '=', lang))
    .select(['p.id', 'p.category_id', 'p.specialty_id', 'p.slug1', 'p.slug2', 'p.slug3', 't.main', 't.visible', texts.as('has_texts')]);
  query = cityId === null ? query.where('p.city_id', 'is', null) : query.where('p.city_id', '=', cityId);
  return query.execute();
}

/** The slug1 of every category page: the tree shows it on every row of the category. */
export function categorySlugs(db: Db) {
  return db
    .selectFrom('seo_pages')
    .select(['category_id', 'slug1'])
    .where('specialty_id', 'is', null)
    .where('city_id', 'is', null)
    .execute();
}

export function mediaName(db: Db, mediaId: number | null) {
  if (mediaId === null) return Promise.resolve(undefined);
  return db.selectFrom('media_files').select(['id', 'hash', 'file_type']).where('id', '=', mediaId).executeTakeFirst();
}

/** Locks the page row until the transaction ends (a no-op update) and answers the stored version
 * of its texts in `lang` (0 before the first save of that language). */
export async function lockTextsVersion(trx: Db, pageId: number, lang: EditLang): Promise<number> {
  await trx.updateTable('seo_pages').set({ updated: sql`updated` }).where('id', '=', pageId).execute();
  const row = await trx
    .selectFrom('seo_page_l10n')
    .select('updated')
    .where('seo_page_id', '=', pageId)
    .where('lang', '=', lang)
    .executeTakeFirst();
  return Number(row?.updated ?? 0);
}

export async function insertPage(trx: Db, place: PagePlace, now: number): Promise<number> {
  const row = await trx
    .insertInto('seo_pages')
    .values({
      category_id: place.cid,
      specialty_id: place.sid,
      city_id: place.ct,
      page_key: pageKey(place),
      media_id: null,
      created: now,
      updated: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export type PageColumns = { slug1?: string; slug2?: string; slug3?: string; media_id: number | null; updated: number };

export function updatePage(trx: Db, id: number, columns: PageColumns) {
  return trx.updateTable('seo_pages').set(columns).where('id', '=', id).execute();
}

export type TextColumns = {
  title: string;
  html_title: string;
  seo: string;
  seo_long: string;
  seo_description: string;
  keywords: string;
  media_alt: string;
  proc_price: string;
  visible: number;
  author_id: number | null;
  author_editor_id: number | null;
  updated: number;
};

export async function writeTexts(trx: Db, pageId: number, lang: EditLang, columns: TextColumns) {
  await trx
    .insertInto('seo_page_l10n')
    .values({ seo_page_id: pageId, lang, ...columns })
    .onConflict((oc) => oc.columns(['seo_page_id', 'lang']).doUpdateSet(columns))
    .execute();
}

/** The main flag of one language; a language never saved gets its row (version 0: never saved). */
export async function setMain(trx: Db, pageId: number, lang: EditLang, main: number) {
  await trx
    .insertInto('seo_page_l10n')
    .values({ seo_page_id: pageId, lang, main, author_id: null, author_editor_id: null, updated: 0 })
    .onConflict((oc) => oc.columns(['seo_page_id', 'lang']).doUpdateSet({ main }))
    .execute();
}

/** Specialties whose Russian name starts with the range's prefix: one index range of
 * specialty_l10n (lang, search_name), in name order. */
export function diseasesByName(db: Db, [from, to]: [string, string], limit: number) {
  return db
    .selectFrom('specialty_l10n as l')
    .innerJoin('specialties as s', 's.id', 'l.specialty_id')
    .select(['l.specialty_id as id', 'l.name', 's.active'])
    .where('l.lang', '=', 'RU')
    .where('l.search_name', '>=', from)
    .where('l.search_name', '<', to)
    .orderBy('l.search_name')
    .limit(limit)
    .execute();
}

/** The database state now (db/dialect.ts stateTokenSql): read before and after an answer, equal
 * texts mean the answer is exact for that state. */
export async function stateNow(db: Db, dialect: DialectName): Promise<string> {
  const row = await sql<{ state: string }>`select ${sql.raw(stateTokenSql(dialect))} as state`.execute(db);
  return String(row.rows[0]?.state);
}
