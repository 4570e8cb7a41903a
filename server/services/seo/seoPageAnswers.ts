// The answers of GET /api/admin/seopage (one page in one language, 002 §3 "SEO page") and of GET
// /api/admin/getseopages (the tree: by category id, then specialty id, 0 for the category's own
// row, with cc, ccv, seo, main, slug1). A page never saved answers its place with empty texts.
import type { EditLang } from '../../../common/lang';
import { EMPTY_TREE_ENTRY, type SeoTree } from '../../../common/seoTree';
import type { Db } from '../../db/kysely';
import * as repo from '../../repositories/seoPages';

const flag = (value: unknown) => Number(value) === 1;

export async function seoPageAnswer(db: Db, place: repo.PagePlace, lang: EditLang) {
  const page = await repo.findPage(db, place);
  const [texts] = page ? await repo.pageTexts(db, page.id, lang) : [];
  const media = await repo.mediaName(db, page?.media_id ?? null);
  // Every page's address starts with its category's slug1 (shown read-only below category level).
  const slug1 = place.sid === null && place.ct === null ? (page?.slug1 ?? '') : await repo.categorySlug1(db, place.cid);
  return {
    id: page?.id ?? null,
    cid: place.cid,
    sid: place.sid,
    ct: place.ct,
    specialtyId: place.sid,
    cityId: place.ct,
    locals: lang,
    title: texts?.title ?? '',
    slug1,
    slug2: page?.slug2 ?? '',
    slug3: page?.slug3 ?? '',
    seo: texts?.seo ?? '',
    seoLong: texts?.seo_long ?? '',
    htmlTitle: texts?.html_title ?? '',
    seoDescription: texts?.seo_description ?? '',
    keywords: texts?.keywords ?? '',
    mediaId: media?.id ?? null,
    mediaName: media ? `${media.hash}.${media.file_type}` : null,
    mediaAlt: texts?.media_alt ?? '',
    procPrice: texts?.proc_price ?? '',
    visible: flag(texts?.visible),
    main: flag(texts?.main),
    author: texts?.author_id ?? null,
    authorEditor: texts?.author_editor_id ?? null,
    updated: Number(texts?.updated ?? 0),
  };
}

/** The tree of one city (0: all cities) in one language: every row that has counters or a page. */
export async function seoTreeAnswer(db: Db, lang: EditLang, cityId: number) {
  const [counts, pages, slugs] = await Promise.all([
    repo.treeCounts(db, lang, cityId),
    repo.treePages(db, lang, cityId === 0 ? null : cityId),
    repo.categorySlugs(db),
  ]);
  const slug1 = new Map(slugs.map((row) => [row.category_id, row.slug1]));
  const tree: SeoTree = {};
  const entry = (cid: number, sid: number) => {
    tree[cid] ??= {};
    tree[cid][sid] ??= { ...EMPTY_TREE_ENTRY, slug1: slug1.get(cid) ?? '' };
    return tree[cid][sid];
  };
  for (const row of counts) Object.assign(entry(row.category_id, row.specialty_id), { cc: Number(row.cc), ccv: Number(row.ccv ?? 0) });
  for (const page of pages) {
    const row = entry(page.category_id, page.specialty_id ?? 0);
    row.id = page.id;
    row.seo = flag(page.has_texts);
    row.main = flag(page.main);
    row.visible = flag(page.visible);
    // The row's own part of the address: the deepest slug it has.
    row.slug = page.slug3 || page.slug2 || page.slug1;
  }
  return tree;
}
