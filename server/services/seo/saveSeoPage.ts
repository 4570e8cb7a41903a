// POST /api/admin/seopage (and a restore from the history) after the schema passed: the page's
// place must exist (a medical category, one of its specialties, a city), only the slugs of its
// level may be sent (common/seoPageLevels), the image must be in the media library. Then one transaction: the version check of the edit
// language's texts (If-Match), the page created on its first save, its slugs and image, the texts
// of that language (rich text sanitised), and the history row. A refused save changes nothing.
import type { EditLang } from '../../../common/lang';
import { SLUG_FIELDS, slugEditable } from '../../../common/seoPageLevels';
import type { SeoPageForm } from '../../../schemas/seoPage';
import { isUniqueViolation } from '../../db/dialect';
import type { Db } from '../../db/kysely';
import { FieldErrors } from '../../http/errors';
import { assertVersion, nextVersion } from '../../http/version';
import * as repo from '../../repositories/seoPages';
import type { AuditActor } from '../history/audit';
import { TRACKED } from '../history/entities';
import { trackSave } from '../history/track';
import { plainText } from '../profile/formValues';
import { richTextValue } from '../profile/richTextValue';
import { checkAuthors } from './seoPageAuthors';

const LOCKED = 'resources.seopages.messages.slugLocked';
const id = (value: unknown) => (Number(value) > 0 ? Number(value) : null);
const yes = (value: unknown) => value === true || value === 'true';

export const placeOf = (form: Pick<SeoPageForm, 'cid' | 'sid' | 'ct'>): repo.PagePlace => ({
  cid: Number(form.cid),
  sid: id(form.sid),
  ct: id(form.ct),
});

/** The page's place and image exist; a slug of another level is refused on its field. */
async function checkReferences(db: Db, form: SeoPageForm, place: repo.PagePlace) {
  const flags = { specialty: place.sid !== null, city: place.ct !== null };
  const errors: Record<string, { key: string }[]> = {};
  for (const field of SLUG_FIELDS) {
    if (!slugEditable(field, flags) && String(form[field] ?? '').trim() !== '') errors[field] = [{ key: LOCKED }];
  }
  const category = await db
    .selectFrom('categories')
    .select('id')
    .where('id', '=', place.cid)
    .where('kind', '=', 'SPECIALTY')
    .executeTakeFirst();
  if (!category) errors.cid = [{ key: 'check.select' }];
  if (place.sid !== null) {
    const link = await db
      .selectFrom('category_specialties')
      .select('specialty_id')
      .where('category_id', '=', place.cid)
      .where('specialty_id', '=', place.sid)
      .executeTakeFirst();
    if (!link) errors.sid = [{ key: 'check.select' }];
  }
  if (place.ct !== null && !(await db.selectFrom('cities').select('id').where('id', '=', place.ct).executeTakeFirst())) {
    errors.ct = [{ key: 'check.select' }];
  }
  const mediaId = id(form.mediaId);
  if (mediaId !== null && !(await repo.mediaName(db, mediaId))) errors.mediaId = [{ key: 'check.select' }];
  Object.assign(errors, await checkAuthors(db, form));
  if (Object.keys(errors).length > 0) throw new FieldErrors(errors);
}

function texts(form: SeoPageForm, updated: number): repo.TextColumns {
  return {
    title: plainText(form.title, 200),
    html_title: plainText(form.htmlTitle, 256),
    seo: richTextValue(form.seo),
    seo_long: richTextValue(form.seoLong),
    seo_description: plainText(form.seoDescription, 2048),
    keywords: plainText(form.keywords, 256),
    media_alt: plainText(form.mediaAlt, 256),
    proc_price: plainText(form.procPrice, 100),
    visible: yes(form.visible) ? 1 : 0,
    author_id: id(form.author),
    author_editor_id: id(form.authorEditor),
    updated,
  };
}

/** The save inside a transaction the caller holds: the editor's call, or a restore from the
 * history. `loaded`: the version of the language's texts its editor loaded (If-Match). */
export async function saveSeoPageIn(trx: Db, form: SeoPageForm, actor: AuditActor, loaded?: number): Promise<repo.PagePlace> {
  const place = placeOf(form);
  const lang = form.locals as EditLang;
  await checkReferences(trx, form, place);
  const flags = { specialty: place.sid !== null, city: place.ct !== null };
  const slugs = Object.fromEntries(SLUG_FIELDS.filter((f) => slugEditable(f, flags)).map((f) => [f, plainText(form[f], 128)]));
  const existing = await repo.findPage(trx, place);
  const stored = existing ? await repo.lockTextsVersion(trx, existing.id, lang) : 0;
  assertVersion(loaded, stored);
  const now = Date.now();
  await trackSave(trx, actor, TRACKED.seopages, existing?.id, async () => {
    const pageId = existing?.id ?? (await repo.insertPage(trx, place, now));
    await repo.updatePage(trx, pageId, { ...slugs, media_id: id(form.mediaId), updated: now });
    await repo.writeTexts(trx, pageId, lang, texts(form, nextVersion(stored, now)));
    return existing ? undefined : pageId;
  });
  return place;
}

/** Saves the page in the form's language; `loaded`: the version its editor loaded (If-Match). */
export async function saveSeoPage(db: Db, form: SeoPageForm, actor: AuditActor, loaded?: number): Promise<repo.PagePlace> {
  const save = () => db.transaction().execute((trx) => saveSeoPageIn(trx, form, actor, loaded));
  try {
    return await save();
  } catch (error) {
    // Two first saves of one page at once: the second finds the page the first created.
    if (!isUniqueViolation(error)) throw error;
    return save();
  }
}
