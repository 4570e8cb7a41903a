// The completeness of the whole directory at a glance (ours, not the spec's: issue 12, point 10;
// docs/api.md "Completeness"): per profile section and language, how many clinics are complete,
// stale (reviewed before the other language changed) and incomplete. ADMIN only.
import type { FastifyInstance } from 'fastify';
import { completenessAnswer } from '../../schemas/answers/completeness';
import { typedRoutes } from '../http/typedRoutes';
import { completionCounts } from '../repositories/completionCounts';
import { StateCache } from '../services/stateCache';

const admin = { access: ['ADMIN'] as const };

export default async function completenessRoutes(fastify: FastifyInstance) {
  const app = typedRoutes(fastify, 'Completeness');
  const sql = { db: app.db, dialect: app.dialect };
  // The answer in the current database state, as the clinics list keeps its pages: a repeat asks
  // nothing beyond the session's statement, and any commit at all makes it read again.
  const answers = new StateCache(1);
  app.get('/api/admin/completeness', { config: admin, schema: { response: { 200: completenessAnswer } } }, async (request, reply) => {
    reply.type('application/json; charset=utf-8');
    const cached = answers.get(request.dbState, 'view');
    if (cached) return cached;
    const { answer, state } = await completionCounts(sql);
    const text = JSON.stringify(answer);
    if (state) answers.set(state, 'view', text);
    return text;
  });
}
