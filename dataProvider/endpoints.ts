/**
 * The endpoint TABLE: the documented calls of the areas not yet declared (spec 002 §7, docs/api.md);
 * the declared ones are in resources/<area>/calls.ts (dataProvider/callProvider.ts).
 * A resource's react-admin methods map onto these calls; a method absent here is not supported.
 *
 * cities  getList  => GET  /api/admin/citieslist                  (all cities; sorted and paged here)
 *         getMany  => the same list, filtered by id
 *         create   => POST /api/admin/city   multipart id=0, slug, nameRU, nameEN, place, region, hubId
 *         update   => POST /api/admin/city   multipart id, ...       400 { error: { field: [..] } }
 *         priority => POST /api/admin/citypriority  multipart cityId, priority
 * hubs    getList  => GET  /api/admin/hubslist
 *         create   => POST /api/admin/savehub  multipart id=0, slug, nameRU, nameEN, seoRU, seoEN
 *         update   => POST /api/admin/savehub  multipart id, ...       400 { error: { field: [..] } }
 *         priority => POST /api/admin/hubpriority  multipart hubId, priority
 */
import type { RaRecord } from 'react-admin';
import type { HttpRequest } from './http';
import type { EndpointTable, WireBody } from './types';

type Localized = { RU?: string; EN?: string };
const text = (value: unknown, lang: keyof Localized): string => (value as Localized | undefined)?.[lang] ?? '';
const list = (body: WireBody, key: string): WireBody[] => (Array.isArray(body[key]) ? (body[key] as WireBody[]) : []);
const answerId = (body: WireBody) => body.id as number | undefined;

/** A city as the forms edit it: the wire's nested names flattened to the documented field names. */
const cityRecord = (city: WireBody): RaRecord => ({
  ...(city as RaRecord),
  nameRU: text(city.name, 'RU'),
  nameEN: text(city.name, 'EN'),
  place: text(city.place, 'RU'),
});

const hubRecord = (hub: WireBody): RaRecord => ({
  ...(hub as RaRecord),
  nameRU: text(hub.name, 'RU'),
  nameEN: text(hub.name, 'EN'),
  seoRU: text(hub.seo, 'RU'),
  seoEN: text(hub.seo, 'EN'),
});

const citySave = {
  call: { method: 'POST', path: '/api/admin/city', encoding: 'multipart', errorsAt: 'error' },
  fields: ['id', 'slug', 'nameRU', 'nameEN', 'place', 'region', 'hubId'],
  defaults: { id: 0 },
  savedId: answerId,
} as const;

const hubSave = {
  call: { method: 'POST', path: '/api/admin/savehub', encoding: 'multipart', errorsAt: 'error' },
  fields: ['id', 'slug', 'nameRU', 'nameEN', 'seoRU', 'seoEN'],
  defaults: { id: 0 },
  savedId: answerId,
} as const;

export const endpoints: EndpointTable = {
  cities: {
    getList: {
      call: { path: '/api/admin/citieslist' },
      paging: 'client',
      rows: (body) => list(body, 'cities').map(cityRecord),
    },
    create: citySave,
    update: citySave,
    actions: {
      priority: {
        call: { method: 'POST', path: '/api/admin/citypriority', encoding: 'multipart' },
        body: ({ id, value }) => ({ cityId: id, priority: value }),
      },
    },
  },
  hubs: {
    getList: {
      call: { path: '/api/admin/hubslist' },
      paging: 'client',
      rows: (body) => list(body, 'hubs').map(hubRecord),
    },
    create: hubSave,
    update: hubSave,
    actions: {
      priority: {
        call: { method: 'POST', path: '/api/admin/hubpriority', encoding: 'multipart' },
        body: ({ id, value }) => ({ hubId: id, priority: value }),
      },
    },
  },
};

/** The menu counters (GET /api/counters, server/routes/live.ts, not declared yet: its route file
 * also serves the live socket). */
export const sharedCalls = {
  counters: { path: '/api/counters' },
} as const satisfies Record<string, HttpRequest>;
