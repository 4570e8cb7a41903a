// The leads' calls (002 §3 "Lead", §7 "Leads"; docs/api.md "Leads"): the manager's page of a tab
// with its filters' side lists, the filters' choices and the state moves (ours: the spec leaves
// them open, docs/decisions.md "Leads"), MANAGER only, every answer no-store (personal data); and
// the portal's lead form, public and cross-site. Served by server/routes/leads.ts and
// publicLeads.ts; the screen (its declaration, index.ts) reads them through the data provider.
import { defineCalls } from '../../common/calls';
import { LEAD_MOVE_NAMES, LEAD_STATES } from '../../common/leadStates';
import { leadCreatedAnswer, leadMovedAnswer, leadObjectsAnswer, leadsAnswer } from '../../schemas/answers/leads';
import { publicLeadSchema } from '../../schemas/publicLead';

/** A page is at most this many leads (the screen asks for 50, 002 §9). */
export const LEADS_PAGE_MAX = 200;

/** '' or ids joined by commas ("3,17"), as the spec's filters send them. */
const idList = { type: 'string', pattern: '^(\\d{1,9}(,\\d{1,9})*)?$', default: '' } as const;

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

export const leadCalls = defineCalls(
  { area: 'Leads', resource: 'leads', access: ['MANAGER'], noStore: true },
  {
    listLeads: {
      method: 'GET',
      path: '/api/manager/leads',
      description: 'A tab of leads, latest change first; each lead shown is recorded in the history.',
      query: leadsQuery,
      answer: leadsAnswer,
      paging: { items: 'leads', total: 'total', page: 'page', size: 'size', sides: ['clinics', 'doctors', 'agents'] },
      resource: 'getList',
    },
    leadObjects: {
      method: 'GET',
      path: '/api/manager/objects',
      description: 'The filters’ choices: every clinic, doctor and agent some lead points at.',
      query: objectsQuery,
      answer: leadObjectsAnswer,
    },
    moveLead: {
      method: 'POST',
      path: '/api/manager/lead/:id/:move',
      description: 'Moves a lead: take (NEW to UNDERWAY), inquiry (to INQUIRY), delete, restore; a move its state does not allow is 409.',
      params: moveParams,
      answer: leadMovedAnswer,
      version: true,
      live: 'leads',
    },
  },
);

export const publicLeadCalls = defineCalls(
  { area: 'Leads', access: 'public' },
  {
    publicLeadPreflight: {
      method: 'OPTIONS',
      path: '/api/public/lead',
      description: 'The preflight of a JSON POST from the portal’s pages (PUBLIC_PORTAL_URL only).',
    },
    postPublicLead: {
      method: 'POST',
      path: '/api/public/lead',
      description:
        'The portal’s lead form: no session and no anti-forgery token (CORS lets only PUBLIC_PORTAL_URL call it from a browser; a few per address). Answers the new lead’s id.',
      body: publicLeadSchema,
      encoding: 'form',
      errorsAt: 'error',
      answer: leadCreatedAnswer,
      csrf: false,
      live: 'leads',
    },
  },
);
