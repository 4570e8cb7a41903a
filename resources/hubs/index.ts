// Hubs (002 §2 "Cities and hubs", §5 "Hub"): cards sorted by the name in the UI language, a
// priority checkbox, and a modal that edits slug, names and the SEO texts of both languages.

import { defineResource } from '../../common/resource';
import { hubSchema } from '../../schemas/hub';

export const screens = [
  defineResource(hubSchema, {
    name: 'hubs',
    path: '/admin/hubs',
    roles: ['ADMIN'],
    // Served by the declared calls of calls.ts (server/routes/geo.ts).
    offers: ['create', 'update'],
    list: {
      view: 'cards',
      title: 'name.{LANG}',
      sort: { field: 'name.{LANG}', order: 'ASC' },
      columns: [{ source: 'slug' }],
      toggles: [{ source: 'priority', call: 'setHubPriority', id: 'hubId' }],
    },
    form: {
      mode: 'modal',
      sections: [
        {
          fields: [
            { source: 'slug' },
            { source: 'nameRU' },
            { source: 'nameEN' },
            { source: 'seoRU', widget: 'textarea' },
            { source: 'seoEN', widget: 'textarea' },
          ],
        },
      ],
    },
  }),
];
