// A lead as the screen shows it, with the names of what it points at, the list's query-string
// filters (the tab and the three pickers), and the place's text.
import type { CallAnswer } from '../../common/calls';
import type { Lang } from '../../common/lang';
import { regions } from '../../schemas/enums/regions';
import type { QueryFilter } from '../../src/engine/list/useQueryStringList';
import { countryName } from '../../src/pages/clinicProfile/reviews/countryNames';
import type { leadCalls } from './calls';

/** A lead as its list call answers it (resources/leads/calls.ts), with the names of what it
 * points at, taken from the side lists of the same answer. */
export type LeadRecord = CallAnswer<typeof leadCalls.calls.listLeads>['leads'][number] & {
  clinicName?: string;
  doctorName?: string;
  clinicSentName?: string;
  agentSentName?: string;
};

type Named = { id: number; name: string };
export type LeadSides = Partial<Record<'clinics' | 'doctors' | 'agents', Named[]>>;

/** Each lead with the names of its target clinic and doctor and its sent-to clinic and agent. */
export function withNames(leads: readonly LeadRecord[], sides: LeadSides = {}): LeadRecord[] {
  const [clinics, doctors, agents] = (['clinics', 'doctors', 'agents'] as const).map(
    (side) => new Map((sides[side] ?? []).map((item) => [item.id, item.name])),
  );
  const name = (names: Map<number, string>, id: number | null) => (id === null ? undefined : names.get(id));
  return leads.map((lead) => ({
    ...lead,
    clinicName: name(clinics, lead.clinicId),
    doctorName: name(doctors, lead.doctorId),
    clinicSentName: name(clinics, lead.clinicSentId),
    agentSentName: name(agents, lead.agentSentId),
  }));
}

export const LEAD_FILTERS: readonly QueryFilter[] = [
  { name: 'state', initial: 'NEW' },
  { name: 'clinics' },
  { name: 'doctors' },
  { name: 'agents' },
];

const regionNames = new Map(regions.map((region) => [region.code as number, region]));

/** "Москва, Россия": the region (Russian leads) and the country, in the UI language. */
export function placeOf(lead: LeadRecord, lang: Lang): string {
  const region = lead.region === null ? undefined : regionNames.get(lead.region)?.[lang];
  const country = lead.country ? countryName(lead.country, lang) : undefined;
  return [region, country].filter(Boolean).join(', ');
}
