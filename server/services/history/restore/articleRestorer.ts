// An article's or tag's restore: its editor's one form (an article keeps one language, its own).
import { articleSchema } from '../../../../schemas/article';
import { tagSchema } from '../../../../schemas/tag';
import { lockVersion } from '../../../repositories/versions';
import { articleDetailAnswer } from '../../articles/articleAnswers';
import { type ArticleSaveForm, saveArticleIn } from '../../articles/saveArticle';
import type { Restorer, RestoreStep } from './restorer';

/** The history keeps the publication's moment (epoch ms); the editor sends its day. */
const day = (value: unknown) => (value === null ? value : new Date(Number(value)).toISOString().slice(0, 10));

const editor: RestoreStep = {
  shared: [
    ...['slug', 'published', 'noText', 'name', 'teaser', 'text', 'textLong', 'mediaAlt', 'mediaDescription'],
    ...['htmlTitle', 'seoDescription', 'keywords', 'tags', 'allCategories', 'allHubs', 'categories', 'specialties'],
    ...['rubrics', 'hubs', 'rating', 'publishedDT', 'mediaId', 'author', 'authorEditor'],
  ],
  perLang: [],
  schema: (form) => (form.typ === 'TAG' ? tagSchema : articleSchema),
  toForm: { publishedDT: day },
  async form(db, id) {
    const answer = await articleDetailAnswer(db, id);
    if (!answer) throw new Error(`no article ${id}`);
    const { media, updated, ...form } = answer;
    return form;
  },
  save: async (sql, _id, form, actor) => {
    await saveArticleIn(sql.db, form as ArticleSaveForm, actor);
  },
};

export const articleRestorer: Restorer = {
  steps: [editor],
  version: async (db, id) => {
    const row = await db.selectFrom('articles').select('updated').where('id', '=', id).executeTakeFirst();
    return row && Number(row.updated);
  },
  lock: async (trx, id) => {
    await lockVersion(trx, 'articles', id);
  },
};
