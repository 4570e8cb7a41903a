// A lead as the screen shows it (dataProvider/leadCalls.ts adds the names), the list's query-string
// filters (the tab and the three pickers), and the place's text.
import type { Lang } from '../../common/lang';
import { regions } from '../../schemas/enums/regions';
import type { QueryFilter } from '../../src/engine/list/useQueryStringList';
import { countryName } from '../../src/pages/clinicProfile/reviews/countryNames';

export interface LeadRecord {
  id: number;
  state: string;
  updated: number;
  country: string | null;
  region: number | null;
  clinicId: number | null;
  doctorId: number | null;
  clinicSentId: number | null;
  agentSentId: number | null;
  name: string;
  gender: string;
  age: number | null;
  phone: string;
  email: string;
  diagnosis: string;
  files: number;
  link: boolean;
  oms: boolean;
  clinicName?: string;
  doctorName?: string;
  clinicSentName?: string;
  agentSentName?: string;
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
