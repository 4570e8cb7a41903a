// Rows of cities and hubs turned into the documented answer shapes (002 §3 City, Hub).
import type { CityRow } from '../../repositories/cities';
import type { HubRow } from '../../repositories/hubs';

/** The priorities a row can hold: the priority calls store only these (schemas/requests/geo.ts). */
type Priority = 0 | 1 | 2;

export const hubAnswer = (h: HubRow) => ({
  id: h.id,
  slug: h.slug,
  name: { RU: h.name_ru, EN: h.name_en },
  seo: { RU: h.seo_ru, EN: h.seo_en },
  priority: h.priority as Priority,
  // The version an edit form sends back (If-Match); not in 002 §3, an addition.
  updated: Number(h.updated),
});

export const cityAnswer = (c: CityRow) => ({
  id: c.id,
  slug: c.slug,
  name: { RU: c.name_ru, EN: c.name_en },
  place: { RU: c.place_ru },
  region: c.region,
  hubId: c.hub_id,
  hubs: [c.hub_id],
  priority: c.priority as Priority,
  seo: c.seo,
  seoDescription: c.seo_description,
  keywords: c.keywords,
  updated: Number(c.updated),
});
