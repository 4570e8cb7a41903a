// Authors (002 §2 "Authors", §3 "Author", §5 "Author", §7 "Authors"): the list of active authors
// (doctors and editors, told apart by isDoctor), which the authors screen and the article, tag and
// SEO page editors read; one author. Access: docs/decisions.md "The REDACTOR role".
import type { FastifyInstance } from 'fastify';
import { authorAnswer as authorSchema, authorsAnswer as authorsSchema } from '../../schemas/answers/authors';
import { ApiError } from '../http/errors';
import { typedRoutes } from '../http/typedRoutes';
import { authorById, socialLinksOf } from '../repositories/authors';
import { authorAnswer, authorsAnswer } from '../services/authors/authorAnswers';
import { id } from '../services/catalogue/requestSchemas';

const staff = { access: ['ADMIN'] as const };
const idParams = { type: 'object', required: ['id'], properties: { id } } as const;

export default async function authorRoutes(fastify: FastifyInstance) {
  const app = typedRoutes(fastify, 'Authors');

  app.get('/api/admin/author/all', { config: staff, schema: { response: { 200: authorsSchema } } }, () => authorsAnswer(app.db));

  app.get('/api/admin/author/:id', { config: staff, schema: { params: idParams, response: { 200: authorSchema } } }, async (request) => {
    const row = await authorById(app.db, Number(request.params.id));
    if (!row) throw new ApiError(404, 'server.error.notFound');
    const links = await socialLinksOf(app.db, [Number(row.id)]);
    return authorAnswer(row, links.get(Number(row.id)));
  });
}
