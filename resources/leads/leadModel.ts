// A lead as the list shows it, and the place's text.
import type { CallAnswer } from '../../common/calls';
import { countryName } from '../../common/countryNames';
import type { Lang } from '../../common/lang';
import { regions } from '../../schemas/enums/regions';
import type { leadCalls } from './calls';

/** A lead as its list call answers it (resources/leads/calls.ts). */
export type LeadRecord = CallAnswer<typeof leadCalls.calls.listLeads>['leads'][number];

const regionNames = new Map(regions.map((region) => [region.code as number, region]));

/** "Москва, Россия": the region (Russian leads) and the country, in the UI language. */
export function placeOf(lead: LeadRecord, lang: Lang): string {
  const region = lead.region === null ? undefined : regionNames.get(lead.region)?.[lang];
  const country = lead.country ? countryName(lead.country, lang) : undefined;
  return [region, country].filter(Boolean).join(', ');
}
