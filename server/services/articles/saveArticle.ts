// The article and tag saves (POST /api/admin/article/save, POST /api/admin/tag) after the shared
// schema passed: one transaction with the version check (If-Match), the row, its four id lists,
// its search tails and the history row. A blank slug is taken from the name (transliterated) and
// made unique in its language with -2, -3...; an unknown media file, category, specialty, rubric or
// hub is refused on its field. A refused save changes nothing.
import type { ArticleForm } from '../../../schemas/article';
import type { TagForm } from '../../../schemas/tag';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/dialect';
import type { Db } from '../../db/kysely';
import { ApiError, fieldError } from '../../http/errors';
import { claimVersion } from '../../http/version';
import {
  type ArticleValues,
  articleAuthors,
  insertArticle,
  slugOwner,
  updateArticle,
  writeArticleLinks,
  writeSearchTails,
} from '../../repositories/articleEditor';
import type { ArticleLinkName } from '../../repositories/articles';
import { searchTails } from '../catalogue/clinicSearch';
import type { AuditActor } from '../history/audit';
import { TRACKED } from '../history/entities';
import { trackSave } from '../history/track';
import { plainText, uniqueList } from '../profile/formValues';
import { richTextValue } from '../profile/richTextValue';
import { slugify } from '../slug';
import { existingIds } from './linkedIds';

const SLUG_MIN = 3;
const SLUG_MAX = 128;
const LISTS: readonly ArticleLinkName[] = ['categories', 'specialties', 'rubrics', 'hubs'];

export type ArticleSaveForm = (ArticleForm | TagForm) & { tags?: string };
type Form = ArticleSaveForm;

const yes = (value: unknown) => value === true || value === 'true' || value === '1';
const ids = (value: unknown) => uniqueList(value).map(Number);
/** A picked author's id, or null for none (blank). */
const authorId = (value: unknown) => (value === undefined || value === null || value === '' ? null : Number(value));

/** The typed slug made a slug; a blank one from the name, then -2, -3... while another article of
 * the language has it. */
async function articleSlug(trx: Db, id: number, lang: string, form: Form): Promise<string> {
  const typed = slugify(plainText(form.slug, 256), SLUG_MAX);
  if (typed) {
    if (typed.length < SLUG_MIN) throw fieldError('slug', 'check.min', { length: SLUG_MIN });
    if ((await slugOwner(trx, lang, typed, id)) !== undefined) throw fieldError('slug', 'check.slugTaken');
    return typed;
  }
  const fromName = slugify(plainText(form.name, 256), SLUG_MAX);
  const base = fromName.length >= SLUG_MIN ? fromName : `article-${Date.now()}`;
  for (let n = 1; n < 1000; n++) {
    const suffix = n === 1 ? '' : `-${n}`;
    const candidate = `${base.slice(0, SLUG_MAX - suffix.length).replace(/-+$/, '')}${suffix}`;
    if ((await slugOwner(trx, lang, candidate, id)) === undefined) return candidate;
  }
  throw fieldError('slug', 'check.slugTaken');
}

function rowValues(form: Form, slug: string): ArticleValues {
  return {
    typ: String(form.typ),
    lang: String(form.locals),
    rating: Number(form.rating),
    name: plainText(form.name, 256),
    slug,
    teaser: plainText(form.teaser, 2048),
    text: richTextValue(form.text),
    text_long: richTextValue(form.textLong),
    published_dt: Date.parse(String(form.publishedDT)),
    published: yes(form.published) ? 1 : 0,
    no_text: yes(form.noText) ? 1 : 0,
    media_id: Number(form.mediaId),
    media_alt: plainText(form.mediaAlt, 256),
    media_description: plainText(form.mediaDescription, 1024),
    html_title: plainText(form.htmlTitle, 256),
    seo_description: plainText(form.seoDescription, 2048),
    keywords: plainText(form.keywords, 256),
    tags: plainText(form.tags, 256),
    all_categories: yes(form.allCategories) ? 1 : 0,
    all_hubs: yes(form.allHubs) ? 1 : 0,
    author_id: authorId(form.author),
    author_editor_id: authorId(form.authorEditor),
  };
}

/** The save inside a transaction the caller holds: the editor's call, or a restore from the
 * history. `loaded` is the version the editor loaded (If-Match). Answers the article's id. */
export async function saveArticleIn(trx: Db, form: Form, actor: AuditActor, loaded?: number): Promise<number> {
  const id = Number(form.id ?? 0);
  const lists = Object.fromEntries(LISTS.map((name) => [name, ids(form[name])])) as Record<ArticleLinkName, number[]>;
  const version = await claimVersion(trx, 'articles', id || undefined, loaded);
  if (id && version === undefined) throw new ApiError(404, 'server.error.notFound');
  const values = rowValues(form, await articleSlug(trx, id, String(form.locals), form));
  const picked = { author: values.author_id ?? null, authorEditor: values.author_editor_id ?? null };
  await existingIds(trx, Number(form.mediaId), lists, picked, await articleAuthors(trx, id));
  const saved = await trackSave(trx, actor, TRACKED.articles, id || undefined, async () => {
    let articleId = id;
    if (id) await updateArticle(trx, id, values, version ?? Date.now());
    else articleId = await insertArticle(trx, values, Date.now());
    for (const name of LISTS) await writeArticleLinks(trx, articleId, name, lists[name]);
    await writeSearchTails(trx, articleId, values.typ, searchTails([values.name]));
    return articleId;
  });
  return saved ?? id;
}

/** Saves the form; `loaded` is the version the editor loaded (If-Match). Answers the article's id. */
export async function saveArticle(db: Db, form: Form, actor: AuditActor, loaded?: number): Promise<number> {
  try {
    return await db.transaction().execute((trx) => saveArticleIn(trx, form, actor, loaded));
  } catch (error) {
    // Another save took the slug, or a picked row went away, between the check and the write.
    if (isUniqueViolation(error)) throw fieldError('slug', 'check.slugTaken');
    if (isForeignKeyViolation(error)) throw fieldError('mediaId', 'check.select');
    throw error;
  }
}
