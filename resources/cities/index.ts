// Cities (002 §2 "Cities and hubs", §5 "City"): cards sorted by the name in the UI language with
// region and hubs, a priority checkbox, and a modal that edits slug, names, place, region and hub.

import type { Lang } from '../../common/lang';
import { defineResource } from '../../common/resource';
import { citySchema } from '../../schemas/city';
import { regions } from '../../schemas/enums/regions';

const regionChoices = (lang: Lang) => regions.map((region) => ({ id: region.code, name: region[lang] }));

export const screens = [
  defineResource(citySchema, {
    name: 'cities',
    path: '/admin/cities',
    roles: ['ADMIN'],
    // Served by the declared calls of calls.ts (server/routes/geo.ts).
    offers: ['create', 'update'],
    list: {
      view: 'cards',
      title: 'name.{LANG}',
      sort: { field: 'name.{LANG}', order: 'ASC' },
      columns: [
        { source: 'region', display: 'choice', choices: regionChoices },
        { source: 'hubs', display: 'references', reference: 'hubs', optionText: 'name.{LANG}' },
      ],
      toggles: [{ source: 'priority', call: 'setCityPriority', id: 'cityId' }],
    },
    form: {
      mode: 'modal',
      sections: [
        {
          fields: [
            { source: 'slug' },
            { source: 'nameRU' },
            { source: 'nameEN' },
            { source: 'place' },
            { source: 'region', widget: 'select', choices: regionChoices, placeholder: 'regions.placeholder' },
            { source: 'hubId', widget: 'select', reference: 'hubs', optionText: 'name.{LANG}' },
          ],
        },
      ],
    },
  }),
];
