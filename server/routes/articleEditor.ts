// The article and tag editors and the article search (002 §7 "Articles and tags"; docs/api.md
// "Articles and tags"), declared in resources/articles/calls.ts: load one (article/get, tag/{id}),
// save one (article/save, tag: the shared schemas, field errors under `errors`, If-Match checked,
// history recorded), the tags' page and searchArticles by a word start of the name or by id, on an
// index (article_search), never a scan. The preview link of a saved article. ADMIN and REDACTOR
// (the content area, docs/decisions.md).
import type { FastifyInstance } from 'fastify';
import { articleEditorCalls } from '../../resources/articles/calls';
import { tagCalls } from '../../resources/tags/calls';
import { ApiError } from '../http/errors';
import { listFields } from '../http/listFields';
import { registerCalls } from '../http/registerCalls';
import { loadedVersion } from '../http/version';
import { articleLinks, articlesPage } from '../repositories/articles';
import { articleDetailAnswer } from '../services/articles/articleAnswers';
import { searchArticles } from '../services/articles/articleSearch';
import { saveArticle } from '../services/articles/saveArticle';
import { previewLink } from '../services/catalogue/preview';
import { actorOf } from '../services/history/audit';
import { articleItemAnswer } from '../services/media/mediaAnswers';

const LISTS = listFields(['categories', 'specialties', 'rubrics', 'hubs']);

export default async function articleEditorRoutes(app: FastifyInstance) {
  /** The article or tag `id`; 404 when there is none of that kind. */
  async function detail(articleId: number, tag: boolean) {
    const answer = await articleDetailAnswer(app.db, articleId);
    if (!answer || (answer.typ === 'TAG') !== tag) throw new ApiError(404, 'server.error.notFound');
    return answer;
  }

  registerCalls(app, tagCalls, {
    listTags: async (request) => {
      const { rows, total } = await articlesPage(app.db, { typ: 'TAG' }, request.query.page, request.query.size);
      const links = await articleLinks(
        app.db,
        rows.map((row) => Number(row.id)),
      );
      return { slice: rows.map((row) => articleItemAnswer(row, links)), total };
    },

    getTag: async (request) => ({ tag: await detail(request.params.id, true) }),

    saveTag: {
      preValidation: LISTS,
      handler: async (request) => {
        const tagId = await saveArticle(app.db, request.body, actorOf(request), loadedVersion(request));
        return { id: tagId, updated: (await detail(tagId, true)).updated };
      },
    },
  });

  registerCalls(app, articleEditorCalls, {
    getArticle: async (request) => ({ article: await detail(request.query.id, false) }),

    saveArticle: {
      preValidation: LISTS,
      handler: async (request) => {
        const articleId = await saveArticle(app.db, request.body, actorOf(request), loadedVersion(request));
        return { id: articleId, updated: (await detail(articleId, false)).updated };
      },
    },

    searchArticles: async (request) => ({ items: await searchArticles(app.db, request.query.query, request.query.type) }),

    articlePreviewLink: async (request) => {
      const article = await articleDetailAnswer(app.db, request.params.id);
      if (!article) throw new ApiError(404, 'server.error.notFound');
      return previewLink(app, article.id, 'ARTICLE');
    },
  });
}
