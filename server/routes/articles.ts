// The articles list (002 §7; resources/articles/calls.ts `listArticles`): the articles tabs of
// issue 14 (with their category and hub filters) and, with mediaId, the media library's "used by"
// list (001 §2). ADMIN and REDACTOR.
import type { FastifyInstance } from 'fastify';
import { articleListCalls } from '../../resources/articles/calls';
import { registerCalls } from '../http/registerCalls';
import { articleLinks, articlesPage } from '../repositories/articles';
import { articleItemAnswer } from '../services/media/mediaAnswers';

export default async function articleRoutes(app: FastifyInstance) {
  registerCalls(app, articleListCalls, {
    listArticles: async (request) => {
      const { page, size, typ, mediaId, category, hub } = request.query;
      const { rows, total } = await articlesPage(app.db, { typ, mediaId, categories: category, hubs: hub }, page, size);
      const links = await articleLinks(
        app.db,
        rows.map((row) => Number(row.id)),
      );
      return { slice: rows.map((row) => articleItemAnswer(row, links)), total };
    },
  });
}
