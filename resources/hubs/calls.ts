// The hubs' calls (002 §3 "Hub", §7 "Cities and hubs"; docs/api.md "Versions"): the list (ADMIN,
// and the REDACTOR's article and tag editors, which pick hubs), and, ADMIN only, the save of a new
// or a loaded hub and its priority. Form fields, field errors under `error`; a slug another hub
// holds is a field error on `slug`. Served by server/routes/geo.ts; the engine's hubs screen
// (index.ts) and the hub pickers read them through react-admin's methods, the priority checkbox
// through setHubPriority.
import { defineCalls } from '../../common/calls';
import { hubsListAnswer, priorityAnswer, savedRowAnswer } from '../../schemas/answers/geo';
import { hubSchema } from '../../schemas/hub';
import { hubPriorityBody } from '../../schemas/requests/geo';

export const hubCalls = defineCalls(
  { area: 'Cities and hubs', resource: 'hubs', access: ['ADMIN'], encoding: 'form', errorsAt: 'error' },
  {
    listHubs: {
      method: 'GET',
      path: '/api/admin/hubslist',
      description: 'Every hub, with its names and SEO texts (`name.RU`, `seo.EN`, …), priority and version.',
      // Also a reference load of the article and tag editors (their hub filter and picks).
      access: ['ADMIN', 'REDACTOR'],
      answer: hubsListAnswer,
      // The forms edit the names and SEO texts as flat fields.
      paging: { items: 'hubs', flatten: { nameRU: 'name.RU', nameEN: 'name.EN', seoRU: 'seo.RU', seoEN: 'seo.EN' } },
      resource: 'getList',
    },
    saveHub: {
      method: 'POST',
      path: '/api/admin/savehub',
      description:
        'Saves a hub: `id` absent or 0 adds one. Answers the hub’s `{ id }`. A slug another hub holds is refused on `slug`; an unknown id is 404.',
      body: hubSchema,
      answer: savedRowAnswer,
      version: true,
      defaults: { id: 0 },
      resource: ['create', 'update'],
    },
    setHubPriority: {
      method: 'POST',
      path: '/api/admin/hubpriority',
      description: 'Sets a hub’s priority (0, 1 or 2). Answers `{}`; an unknown hub is 404.',
      body: hubPriorityBody,
      answer: priorityAnswer,
    },
  },
);
