// The manager's leads (002 §2 "Leads", §7 "Leads"): a tab's page with its filters, the filters'
// choices, and the state moves (ours; docs/api.md "Leads"). Every answer is `no-store` (personal
// data), every page seen is in the history, every move too. MANAGER only (002 §6).
import type { FastifyInstance } from 'fastify';
import { LEAD_MOVE_NAMES, LEAD_STATES, type LeadMove } from '../../common/leadStates';
import { leadMovedAnswer, leadObjectsAnswer, leadsAnswer } from '../../schemas/answers/leads';
import { typedRoutes } from '../http/typedRoutes';
import { loadedVersion } from '../http/version';
import { fileCounts } from '../repositories/leads';
import { actorOf } from '../services/history/audit';
import { leadListAnswer, leadOf, leadObjectsAnswer as objectsAnswer } from '../services/leads/leadAnswers';
import { moveLead, recordLeadReads } from '../services/leads/leadWrites';

const manager = { access: ['MANAGER'] as const };

/** A page is at most this many leads (the screen asks for 50, 002 §9). */
export const LEADS_PAGE_MAX = 200;

/** '' or ids joined by commas ("3,17"), as the spec's filters send them. */
const idList = { type: 'string', pattern: '^(\\d{1,9}(,\\d{1,9})*)?$', default: '' } as const;
const ids = (text: string) => (text ? [...new Set(text.split(',').map(Number))] : []);

const leadsQuery = {
  type: 'object',
  properties: {
    page: { type: 'integer', minimum: 0, default: 0 },
    size: { type: 'integer', minimum: 1, maximum: LEADS_PAGE_MAX, default: 50 },
    state: { enum: LEAD_STATES, default: 'NEW', description: 'The tab: NEW, UNDERWAY, INQUIRY (case created) or DELETED.' },
    clinics: { ...idList, description: 'Target or sent-to clinic ids.' },
    doctors: { ...idList, description: 'Target doctor ids.' },
    agents: { ...idList, description: 'Sent-to agent ids.' },
  },
} as const;

const objectsQuery = {
  type: 'object',
  properties: {
    clinicIds: { ...idList, description: 'The chosen clinics: the doctors are those of their leads.' },
    doctorId: { type: 'integer', minimum: 1, description: 'The chosen doctor, always named in the answer.' },
    agentId: { type: 'integer', minimum: 1, description: 'The chosen agent, always named in the answer.' },
  },
} as const;

const moveParams = {
  type: 'object',
  required: ['id', 'move'],
  properties: { id: { type: 'integer', minimum: 1 }, move: { enum: LEAD_MOVE_NAMES } },
} as const;

export default async function leadRoutes(fastify: FastifyInstance) {
  const app = typedRoutes(fastify, 'Leads');
  // Personal data: never kept by a browser or a proxy (issue 16 point 5).
  fastify.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/api/manager/leads',
    { config: manager, schema: { querystring: leadsQuery, response: { 200: leadsAnswer } } },
    async (request) => {
      const { page, size, state, clinics, doctors, agents } = request.query;
      const filter = { state, clinics: ids(clinics), doctors: ids(doctors), agents: ids(agents) };
      const answer = await leadListAnswer(app.db, filter, page, size, request.lang);
      await recordLeadReads(
        app.db,
        actorOf(request),
        answer.leads.map((lead) => lead.id),
      );
      return answer;
    },
  );

  app.get(
    '/api/manager/objects',
    { config: manager, schema: { querystring: objectsQuery, response: { 200: leadObjectsAnswer } } },
    async (request) => {
      const { clinicIds, doctorId, agentId } = request.query;
      return objectsAnswer(app.db, { clinicIds: ids(clinicIds), doctorId, agentId }, request.lang);
    },
  );

  app.post(
    '/api/manager/lead/:id/:move',
    { config: manager, schema: { params: moveParams, response: { 200: leadMovedAnswer } } },
    async (request) => {
      const { id, move } = request.params;
      const row = await moveLead(app.db, actorOf(request), id, move as LeadMove, loadedVersion(request));
      await fastify.live.publish({ type: 'leads' });
      return { lead: leadOf(row, (await fileCounts(app.db, [id])).get(id) ?? 0) };
    },
  );
}
