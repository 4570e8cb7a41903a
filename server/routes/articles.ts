// GET /api/admin/articles/list (002 §7: page zero-based, size, typ, mediaId; slice and total): the
// articles tabs of issue 14 (with their category and hub filters) and, with mediaId, the media
// library's "used by" list (001 §2). ADMIN and REDACTOR.
import type { FastifyInstance } from 'fastify';
import { CONTENT_STAFF } from '../../common/roles';
import { articlesListAnswer } from '../../schemas/answers/mediaLibrary';
import { typedRoutes } from '../http/typedRoutes';
import { articleLinks, articlesPage } from '../repositories/articles';
import { articleItemAnswer } from '../services/media/mediaAnswers';

/** 002 §3 "Types", and TAG: tags are articles of that type (docs/data-model.md). */
export const ARTICLE_TYPES = ['ARTICLE', 'NEWS', 'MYTH', 'INTERVIEW', 'WEBINAR', 'CATALOGUE_AI', 'MARKETING', 'SERVICE', 'TAG'] as const;

const listQuery = {
  type: 'object',
  properties: {
    page: { type: 'integer', minimum: 0, default: 0 },
    // 002 §9: the article lists of other screens ask up to 500 at once.
    size: { type: 'integer', minimum: 1, maximum: 500, default: 15 },
    typ: { enum: ARTICLE_TYPES },
    mediaId: { type: 'integer', minimum: 1 },
    // The tabs' filters (002 §2 "Articles"): articles linked to any of these categories or hubs.
    category: { type: 'array', items: { type: 'integer', minimum: 1 }, maxItems: 500 },
    hub: { type: 'array', items: { type: 'integer', minimum: 1 }, maxItems: 500 },
  },
} as const;

export default async function articleRoutes(fastify: FastifyInstance) {
  const app = typedRoutes(fastify, 'Articles');
  const schema = { querystring: listQuery, response: { 200: articlesListAnswer } };
  app.get('/api/admin/articles/list', { config: { access: CONTENT_STAFF }, schema }, async (request) => {
    const { page, size, typ, mediaId, category, hub } = request.query;
    const { rows, total } = await articlesPage(app.db, { typ, mediaId, categories: category, hubs: hub }, page, size);
    const links = await articleLinks(
      app.db,
      rows.map((row) => Number(row.id)),
    );
    return { slice: rows.map((row) => articleItemAnswer(row, links)), total };
  });
}
