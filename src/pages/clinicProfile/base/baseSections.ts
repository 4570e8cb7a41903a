// The base form's layout: which fields, in which order and with which choices (the rules are in
// schemas/clinicBase.ts). Cities and spoken languages come with GET /api/admin/base.

import type { Lang } from '../../../../common/lang';
import type { Choice, FormSection } from '../../../../common/resource';
import { regions } from '../../../../schemas/enums/regions';

export interface BaseAnswer {
  base: Record<string, unknown>;
  langs: Choice[];
  cities: { id: number; name: { RU?: string; EN?: string }; region: number }[];
  videoLinks: string[];
}

/** What the save sends besides `locals` (000 §7 POST /api/admin/base/{hash}). */
export const baseFields = [
  'slug',
  'name',
  'shortName',
  'region',
  'city',
  'citySelect',
  'cityIdList',
  'address',
  'latitude',
  'longitude',
  'rating',
  'phone',
  'email',
  'website',
  'videoLinks',
  'timeZone',
  'languages',
] as const;

export function baseSections(answer: BaseAnswer, timeZones: Choice[]): FormSection[] {
  const cities = (lang: Lang) =>
    answer.cities
      .map((city) => ({ id: city.id, name: city.name[lang === 'en' ? 'EN' : 'RU'] || city.name.RU || String(city.id) }))
      .sort((a, b) => a.name.localeCompare(b.name));
  const regionChoices = (lang: Lang) => regions.map((region) => ({ id: region.code, name: region[lang] }));
  // The catalogue may name a zone outside the list (one zone per offset): show it as it is.
  const stored = answer.base.timeZone;
  const zones =
    typeof stored === 'string' && stored && !timeZones.some((zone) => zone.id === stored)
      ? [...timeZones, { id: stored, name: stored }]
      : timeZones;
  return [
    { title: 'app.profile.base.names', fields: [{ source: 'name' }, { source: 'shortName' }, { source: 'slug' }] },
    {
      title: 'app.profile.base.place',
      fields: [
        { source: 'region', widget: 'select', choices: regionChoices, placeholder: 'regions.placeholder' },
        { source: 'citySelect', widget: 'select', choices: cities },
        { source: 'city' },
        { source: 'cityIdList', widget: 'multiselect', choices: cities },
        { source: 'address' },
        { source: 'latitude' },
        { source: 'longitude' },
        { source: 'timeZone', widget: 'select', choices: () => zones, disabled: true },
      ],
    },
    { title: 'app.profile.base.contacts', fields: [{ source: 'phone' }, { source: 'email' }, { source: 'website' }] },
    {
      title: 'app.profile.base.more',
      fields: [
        { source: 'rating' },
        { source: 'languages', widget: 'multiselect', choices: () => answer.langs },
        { source: 'videoLinks', widget: 'videoLinks' },
      ],
    },
  ];
}
