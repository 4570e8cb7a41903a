// The completeness of the whole directory at a glance (ours, not the spec's: issue 12, point 10;
// docs/api.md "Completeness"), declared in resources/completeness/calls.ts: per profile section and
// language, how many clinics are complete, stale (reviewed before the other language changed) and
// incomplete. ADMIN only.
import type { FastifyInstance } from 'fastify';
import type { CallAnswer } from '../../common/calls';
import { completenessCalls } from '../../resources/completeness/calls';
import { jsonText } from '../http/jsonText';
import { registerCalls } from '../http/registerCalls';
import { completionCounts } from '../repositories/completionCounts';
import { StateCache } from '../services/stateCache';

type Answer = CallAnswer<typeof completenessCalls.calls.directoryCompleteness>;

export default async function completenessRoutes(app: FastifyInstance) {
  const sql = { db: app.db, dialect: app.dialect };
  // The answer in the current database state, as the clinics list keeps its pages: a repeat asks
  // nothing beyond the session's statement, and any commit at all makes it read again.
  const answers = new StateCache(1);
  registerCalls(app, completenessCalls, {
    directoryCompleteness: async (request, reply) => {
      const cached = answers.get(request.dbState, 'view');
      if (cached) return jsonText<Answer>(reply, cached);
      const { answer, state } = await completionCounts(sql);
      const text = JSON.stringify(answer);
      if (state) answers.set(state, 'view', text);
      return jsonText<Answer>(reply, text);
    },
  });
}
