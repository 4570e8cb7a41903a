// The agents list and its actions (000 §2 "Agents list", 002 §4 main superagent), declared in
// resources/agents/calls.ts: the list of superagents with their clinic counts, making one the
// main agent (it receives every clinic without an agent and every clinic synced later) and moving
// all clinics of one agent to another.
import type { FastifyInstance } from 'fastify';
import { agentCalls } from '../../resources/agents/calls';
import { ApiError, fieldError } from '../http/errors';
import { registerCalls } from '../http/registerCalls';
import { agentsPage, agentTexts, clinicCounts, findAgent, makeMainAgent, moveClinics } from '../repositories/agents';
import { agentAnswer } from '../services/catalogue/agentAnswers';
import { actorOf } from '../services/history/audit';
import { TRACKED } from '../services/history/entities';
import { changeTracked, recordEvent } from '../services/history/track';

export default async function agentRoutes(app: FastifyInstance) {
  registerCalls(app, agentCalls, {
    listAgents: async (request) => {
      const { page, size } = request.query;
      const { agents, total } = await agentsPage(app.db, page, Math.min(size, 1000));
      const ids = agents.map((a) => a.id);
      const [texts, counts] = await Promise.all([agentTexts(app.db, ids), clinicCounts(app.db, ids)]);
      return {
        agents: agents.map((a) =>
          agentAnswer(
            a,
            texts.filter((t) => t.agent_id === a.id),
          ),
        ),
        total,
        // Counted among `ids`, so never the clinics without an agent.
        superCounts: counts.map((c) => ({ id: c.super_agent_id as number, count: Number(c.n) })),
      };
    },

    setMainAgent: async (request) => {
      const body = request.body;
      const agent = await findAgent(app.db, Number(body.id));
      // uuid guards against a stale list: the id must still name the agent the user saw.
      if (!agent || agent.hash.toLowerCase() !== body.uuid.toLowerCase()) throw new ApiError(404, 'server.error.notFound');
      const clinics = await changeTracked(app.db, actorOf(request), TRACKED.agents, agent.id, (trx) => makeMainAgent(trx, agent.id));
      return { id: agent.id, clinics };
    },

    sendClinics: async (request) => {
      const body = request.body;
      const [from, to] = [Number(body.fromA), Number(body.toA)];
      if (!(await findAgent(app.db, from))) throw fieldError('fromA', 'check.select');
      if (!(await findAgent(app.db, to))) throw fieldError('toA', 'check.select');
      if (from === to) throw fieldError('toA', 'check.invalid');
      const moved = await app.db.transaction().execute(async (trx) => {
        const count = await moveClinics(trx, from, to);
        await recordEvent(trx, actorOf(request), 'agents', from, 'sendclinics', { toAgent: to, moved: count });
        return count;
      });
      return { moved };
    },
  });
}
