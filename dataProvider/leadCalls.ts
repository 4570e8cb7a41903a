/**
 * The manager's leads (002 §7 "Leads"; the moves are ours, docs/api.md "Leads"; MANAGER only):
 *
 * leads getList => GET /api/manager/leads?state=&clinics=&doctors=&agents=&page=&size=
 *                  -> { leads, clinics, doctors, agents, total }; each lead gets the names of its
 *                  target clinic and doctor and its sent-to clinic and agent from those lists
 * leads take | inquiry | delete | restore => POST /api/manager/lead/{id}/{move}, no body, the
 *                  lead's `updated` as If-Match -> { lead }; 409 when it changed or may not move
 * leadCalls.objects => GET /api/manager/objects -> { clinics, doctors, agents }: the filters' choices
 */
import type { RaRecord } from 'react-admin';
import { LEAD_MOVE_NAMES } from '../common/leadStates';
import type { HttpRequest } from './http';
import type { ActionEndpoint, ResourceEndpoints, WireBody } from './types';

type Named = { id: number; name: string };

const namesOf = (body: WireBody, key: string) =>
  new Map((Array.isArray(body[key]) ? (body[key] as Named[]) : []).map((item) => [item.id, item.name]));

function leadRows(body: WireBody): RaRecord[] {
  const [clinics, doctors, agents] = ['clinics', 'doctors', 'agents'].map((key) => namesOf(body, key));
  const leads = Array.isArray(body.leads) ? (body.leads as RaRecord[]) : [];
  return leads.map((lead) => ({
    ...lead,
    clinicName: clinics.get(lead.clinicId),
    doctorName: doctors.get(lead.doctorId),
    clinicSentName: clinics.get(lead.clinicSentId),
    agentSentName: agents.get(lead.agentSentId),
  }));
}

const move = (name: string): ActionEndpoint => ({
  call: { method: 'POST', path: `/api/manager/lead/:id/${name}`, encoding: 'json' },
  body: () => ({}),
});

export const leadEndpoints: ResourceEndpoints = {
  getList: {
    call: { path: '/api/manager/leads' },
    paging: 'wire',
    rows: leadRows,
    total: (body: WireBody) => Number(body.total ?? 0),
  },
  actions: Object.fromEntries(LEAD_MOVE_NAMES.map((name) => [name, move(name)])),
};

export const leadCalls = {
  objects: (): HttpRequest => ({ path: '/api/manager/objects' }),
};
