// The completeness of the whole directory at a glance (ours, not the spec's: issue 12, point 10;
// docs/api.md "Completeness"): per profile section and language, how many clinics are complete,
// stale (reviewed before the other language changed) and incomplete. ADMIN only.
import type { FastifyInstance } from 'fastify';
import { completenessAnswer } from '../../schemas/answers/completeness';
import { typedRoutes } from '../http/typedRoutes';
import { completionCounts } from '../repositories/completionCounts';

const admin = { access: ['ADMIN'] as const };

export default async function completenessRoutes(fastify: FastifyInstance) {
  const app = typedRoutes(fastify, 'Completeness');
  app.get('/api/admin/completeness', { config: admin, schema: { response: { 200: completenessAnswer } } }, () => completionCounts(app.db));
}
