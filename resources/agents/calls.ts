// The agents' calls (000 §2 "Agents list", §4, §7; 002 §4 main superagent; docs/api.md "Agents"),
// ADMIN only: the superagents a page at a time with their clinic counts (pickers ask for all, size
// 1000), making one the main agent (it receives every clinic without an agent and every clinic
// synced later), and moving every clinic of one agent to another. JSON bodies, field errors under
// `error`. Served by server/routes/agents.ts; the agents screen (its declaration, index.ts) and the agent
// pickers (the clinics screen's superagent too) read them through the data provider.
import { defineCalls } from '../../common/calls';
import { agentsListAnswer, clinicsMovedAnswer, mainAgentAnswer } from '../../schemas/answers/agents';
import { clinicsTransferSchema } from '../../schemas/clinicsTransfer';
import { hash, id, pageQuery } from '../../schemas/requests/common';

/** Without page and size the list is whole (up to the cap), for pickers. */
const agentsQuery = { type: 'object', properties: { page: pageQuery.page, size: { ...pageQuery.size, default: 1000 } } } as const;

const setMainAgentBody = { type: 'object', required: ['id', 'uuid'], properties: { id, uuid: hash } } as const;

export const agentCalls = defineCalls(
  { area: 'Agents', resource: 'agents', access: ['ADMIN'], encoding: 'json', errorsAt: 'error' },
  {
    listAgents: {
      method: 'GET',
      path: '/api/admin/agentslist',
      description:
        'The superagents, a page at a time (sizes above 1000 are capped; without page and size, all), with `superCounts`: how many clinics each holds.',
      query: agentsQuery,
      answer: agentsListAnswer,
      paging: { items: 'agents', total: 'total', page: 'page', size: 'size', sides: ['superCounts'] },
      resource: 'getList',
    },
    setMainAgent: {
      method: 'POST',
      path: '/api/admin/setmainagent',
      description:
        'Makes the agent the main one: it receives every clinic without an agent (their number in `clinics`). `uuid`, the agent’s hash, must still name the agent `id` names (404 otherwise).',
      body: setMainAgentBody,
      answer: mainAgentAnswer,
    },
    sendClinics: {
      method: 'POST',
      path: '/api/admin/sendclinics',
      description: 'Moves every clinic of agent `fromA` to agent `toA`; answers how many moved.',
      body: clinicsTransferSchema,
      answer: clinicsMovedAnswer,
    },
  },
);
