// The agents list and its actions (000 §2 "Agents list", 002 §4 main superagent): the list of
// superagents with their clinic counts, making one the main agent (it receives every clinic
// without an agent and every clinic synced later) and moving all clinics of one agent to another.
import type { FastifyInstance } from 'fastify';
import { agentsListAnswer, clinicsMovedAnswer, mainAgentAnswer } from '../../schemas/answers/agents';
import { ApiError, fieldError } from '../http/errors';
import { typedRoutes } from '../http/typedRoutes';
import { agentsPage, agentTexts, clinicCounts, findAgent, makeMainAgent, moveClinics } from '../repositories/agents';
import { agentAnswer } from '../services/catalogue/agentAnswers';
import { pageQuery, sendClinicsBody, setMainAgentBody } from '../services/catalogue/requestSchemas';
import { actorOf } from '../services/history/audit';
import { TRACKED } from '../services/history/entities';
import { changeTracked, recordEvent } from '../services/history/track';

const adminJson = { access: ['ADMIN'] as const, errorKey: 'error' as const };
/** Without page and size the list is whole (up to the cap), for pickers. */
const agentsQuery = { type: 'object', properties: { page: pageQuery.page, size: { ...pageQuery.size, default: 1000 } } } as const;

export default async function agentRoutes(fastify: FastifyInstance) {
  const app = typedRoutes(fastify, 'Agents');
  const listSchema = { querystring: agentsQuery, response: { 200: agentsListAnswer } };
  app.get('/api/admin/agentslist', { config: { access: ['ADMIN'] }, schema: listSchema }, async (request) => {
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
      superCounts: counts.map((c) => ({ id: c.super_agent_id, count: Number(c.n) })),
    };
  });

  const mainAgentSchema = { body: setMainAgentBody, response: { 200: mainAgentAnswer } };
  app.post('/api/admin/setmainagent', { config: adminJson, schema: mainAgentSchema }, async (request) => {
    const body = request.body;
    const agent = await findAgent(app.db, Number(body.id));
    // uuid guards against a stale list: the id must still name the agent the user saw.
    if (!agent || agent.hash.toLowerCase() !== body.uuid.toLowerCase()) throw new ApiError(404, 'server.error.notFound');
    const clinics = await changeTracked(app.db, actorOf(request), TRACKED.agents, agent.id, (trx) => makeMainAgent(trx, agent.id));
    return { id: agent.id, clinics };
  });

  const sendClinicsSchema = { body: sendClinicsBody, response: { 200: clinicsMovedAnswer } };
  app.post('/api/admin/sendclinics', { config: adminJson, schema: sendClinicsSchema }, async (request) => {
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
  });
}
