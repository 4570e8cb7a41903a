// The manager's leads (002 §2 "Leads", §7 "Leads"), declared in resources/leads/calls.ts: a tab's
// page with its filters, the filters' choices, and the state moves. Every page seen is in the
// history, every move too (services/leads).
import type { FastifyInstance } from 'fastify';
import type { LeadMove } from '../../common/leadStates';
import { leadCalls } from '../../resources/leads/calls';
import { registerCalls } from '../http/registerCalls';
import { loadedVersion } from '../http/version';
import { fileCounts } from '../repositories/leads';
import { actorOf } from '../services/history/audit';
import { leadListAnswer, leadObjectsAnswer, leadOf } from '../services/leads/leadAnswers';
import { moveLead, recordLeadReads } from '../services/leads/leadWrites';

/** The ids of a filter ("3,17"; '' is none). */
const ids = (text: string) => (text ? [...new Set(text.split(',').map(Number))] : []);

export default async function leadRoutes(app: FastifyInstance) {
  registerCalls(app, leadCalls, {
    listLeads: async (request) => {
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
    leadObjects: async (request) => {
      const { clinicIds, doctorId, agentId } = request.query;
      return leadObjectsAnswer(app.db, { clinicIds: ids(clinicIds), doctorId, agentId }, request.lang);
    },
    moveLead: async (request) => {
      const { id, move } = request.params;
      const row = await moveLead(app.db, actorOf(request), id, move as LeadMove, loadedVersion(request));
      return { lead: leadOf(row, (await fileCounts(app.db, [id])).get(id) ?? 0) };
    },
  });
}
