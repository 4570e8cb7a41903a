// Answers of the cities and hubs calls (002 §3 "City", "Hub", §7).
import { byLang, emptyAnswer, exact, integer, integerList, text, version } from './common';

const priority = { type: 'integer', enum: [0, 1, 2] } as const;

const hub = exact({ id: integer, slug: text, name: byLang(text), seo: byLang(text), priority, updated: version });

const city = exact({
  id: integer,
  slug: text,
  name: byLang(text),
  place: exact({ RU: text }),
  region: integer,
  hubId: integer,
  hubs: integerList,
  priority,
  seo: text,
  seoDescription: text,
  keywords: text,
  updated: version,
});

export const citiesListAnswer = exact({ cities: { type: 'array', items: city }, hubs: { type: 'array', items: hub } });

export const hubsListAnswer = exact({ hubs: { type: 'array', items: hub } });

/** The id of the saved city or hub (a new one's is new). */
export const savedRowAnswer = exact({ id: integer });

export const priorityAnswer = emptyAnswer;
