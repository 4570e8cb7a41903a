// An SEO page's restore: its modal's one form per language (the page's slugs and image are shared
// by both). Its place (category, specialty, city) is what the page is, and its main flag has a
// call of its own: shown, not offered. The record's version is the latest of its languages' texts.
import { EDIT_LANGS } from '../../../../common/lang';
import { SLUG_FIELDS, slugEditable } from '../../../../common/seoPageLevels';
import { type SeoPageForm, seoPageSchema } from '../../../../schemas/seoPage';
import { lockTextsVersion, pageById, pageTexts } from '../../../repositories/seoPages';
import { saveSeoPageIn } from '../../seo/saveSeoPage';
import { seoPageAnswer } from '../../seo/seoPageAnswers';
import type { Restorer, RestoreStep } from './restorer';

const page: RestoreStep = {
  shared: ['slug1', 'slug2', 'slug3', 'mediaId'],
  perLang: [
    'title',
    'htmlTitle',
    'seo',
    'seoLong',
    'seoDescription',
    'keywords',
    'mediaAlt',
    'procPrice',
    'visible',
    'author',
    'authorEditor',
  ],
  schema: seoPageSchema,
  async form(db, id, lang) {
    const row = await pageById(db, id);
    if (!row) throw new Error(`no SEO page ${id}`);
    const place = { cid: row.category_id, sid: row.specialty_id, ct: row.city_id };
    const { updated, mediaName, main, specialtyId, cityId, ...form } = await seoPageAnswer(db, place, lang);
    // The modal shows another level's slugs read-only and never sends them (the save refuses them).
    const flags = { specialty: place.sid !== null, city: place.ct !== null };
    for (const field of SLUG_FIELDS) if (!slugEditable(field, flags)) form[field] = '';
    return form;
  },
  save: async (sql, _id, form, actor) => {
    await saveSeoPageIn(sql.db, form as SeoPageForm, actor);
  },
};

export const seoPageRestorer: Restorer = {
  steps: [page],
  async version(db, id) {
    if (!(await pageById(db, id))) return undefined;
    return Math.max(0, ...(await pageTexts(db, id)).map((texts) => Number(texts.updated)));
  },
  lock: async (trx, id) => {
    // Locks the page's row (the language only chooses which version it answers).
    await lockTextsVersion(trx, id, EDIT_LANGS[0]);
  },
};
