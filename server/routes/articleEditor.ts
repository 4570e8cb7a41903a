// The article and tag editors and the article search (002 §7 "Articles and tags"; docs/api.md
// "Articles and tags"): load one (article/get, tag/{id}), save one (article/save, tag: the shared
// schemas, field errors under `errors`, If-Match checked, history recorded), the tags' page and
// searchArticles by a word start of the name or by id, on an index (article_search), never a scan.
// The preview link of a saved article. ADMIN and REDACTOR (the content area, docs/decisions.md).
import type { FastifyInstance } from 'fastify';
import * as answers from '../../schemas/answers/articles';
import { previewLinkAnswer } from '../../schemas/answers/clinics';
import { articleSchema } from '../../schemas/article';
import { tagSchema } from '../../schemas/tag';
import { ApiError } from '../http/errors';
import { listFields } from '../http/listFields';
import { typedRoutes } from '../http/typedRoutes';
import { loadedVersion } from '../http/version';
import { articleLinks, articlesPage } from '../repositories/articles';
import { articleDetailAnswer } from '../services/articles/articleAnswers';
import { searchArticles } from '../services/articles/articleSearch';
import { saveArticle } from '../services/articles/saveArticle';
import { previewLink } from '../services/catalogue/preview';
import { actorOf } from '../services/history/audit';
import { articleItemAnswer } from '../services/media/mediaAnswers';
import { ARTICLE_TYPES } from './articles';

const content = { access: ['ADMIN', 'REDACTOR'] as const };
const contentForm = { ...content, multipart: 'fields' as const, errorKey: 'errors' as const };
const LISTS = listFields(['categories', 'specialties', 'rubrics', 'hubs']);

const id = { type: 'integer', minimum: 1, maximum: 2_147_483_647 } as const;
const idQuery = { type: 'object', required: ['id'], properties: { id } } as const;
const idParams = { type: 'object', required: ['id'], properties: { id } } as const;
const searchQuery = {
  type: 'object',
  properties: { query: { type: 'string', maxLength: 256, default: '' }, type: { enum: ARTICLE_TYPES, default: 'ARTICLE' } },
} as const;
const tagsQuery = {
  type: 'object',
  // 002 §9: the tag pickers ask 1000 at once.
  properties: { page: { type: 'integer', minimum: 0, default: 0 }, size: { type: 'integer', minimum: 1, maximum: 1000, default: 15 } },
} as const;

export default async function articleEditorRoutes(fastify: FastifyInstance) {
  const app = typedRoutes(fastify, 'Articles');

  /** The article or tag `id`; 404 when there is none of that kind. */
  async function detail(articleId: number, tag: boolean) {
    const answer = await articleDetailAnswer(app.db, articleId);
    if (!answer || (answer.typ === 'TAG') !== tag) throw new ApiError(404, 'server.error.notFound');
    return answer;
  }

  const getSchema = { querystring: idQuery, response: { 200: answers.articleGetAnswer } };
  app.get('/api/admin/article/get', { config: content, schema: getSchema }, async (request) => ({
    article: await detail(request.query.id, false),
  }));

  const saveSchema = { body: articleSchema, response: { 200: answers.articleSavedAnswer } };
  app.post('/api/admin/article/save', { config: contentForm, schema: saveSchema, preValidation: LISTS }, async (request) => {
    const articleId = await saveArticle(app.db, request.body, actorOf(request), loadedVersion(request));
    return { id: articleId, updated: (await detail(articleId, false)).updated };
  });

  const tagSchemaGet = { params: idParams, response: { 200: answers.tagGetAnswer } };
  app.get('/api/admin/tag/:id', { config: content, schema: tagSchemaGet }, async (request) => ({
    tag: await detail(request.params.id, true),
  }));

  const tagSave = { body: tagSchema, response: { 200: answers.articleSavedAnswer } };
  app.post('/api/admin/tag', { config: contentForm, schema: tagSave, preValidation: LISTS }, async (request) => {
    const tagId = await saveArticle(app.db, request.body, actorOf(request), loadedVersion(request));
    return { id: tagId, updated: (await detail(tagId, true)).updated };
  });

  app.get(
    '/api/admin/tags',
    { config: content, schema: { querystring: tagsQuery, response: { 200: answers.tagsAnswer } } },
    async (request) => {
      const { rows, total } = await articlesPage(app.db, { typ: 'TAG' }, request.query.page, request.query.size);
      const links = await articleLinks(
        app.db,
        rows.map((row) => Number(row.id)),
      );
      return { slice: rows.map((row) => articleItemAnswer(row, links)), total };
    },
  );

  const searchSchema = { querystring: searchQuery, response: { 200: answers.searchArticlesAnswer } };
  app.get('/api/admin/searchArticles', { config: content, schema: searchSchema }, async (request) => ({
    items: await searchArticles(app.db, request.query.query, request.query.type),
  }));

  const previewSchema = { params: idParams, response: { 200: previewLinkAnswer } };
  app.get('/api/admin/article/preview/:id', { config: content, schema: previewSchema }, async (request) => {
    const article = await articleDetailAnswer(app.db, request.params.id);
    if (!article) throw new ApiError(404, 'server.error.notFound');
    return previewLink(app, article.id, 'ARTICLE');
  });
}
