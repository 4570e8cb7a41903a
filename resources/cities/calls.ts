// The cities' calls (002 §3 "City", §7 "Cities and hubs"; docs/api.md "Versions"), ADMIN only: the
// list (every city, with the hubs beside it), the save of a new or a loaded city and its priority.
// Form fields, field errors under `error`; a slug another city holds is a field error on `slug`.
// Served by server/routes/geo.ts; the engine's cities screen (index.ts) reads them through
// react-admin's methods, its priority checkbox through setCityPriority.
import { defineCalls } from '../../common/calls';
import { citiesListAnswer, priorityAnswer, savedRowAnswer } from '../../schemas/answers/geo';
import { citySchema } from '../../schemas/city';
import { cityPriorityBody } from '../../schemas/requests/geo';

export const cityCalls = defineCalls(
  { area: 'Cities and hubs', resource: 'cities', access: ['ADMIN'], encoding: 'form', errorsAt: 'error' },
  {
    listCities: {
      method: 'GET',
      path: '/api/admin/citieslist',
      description:
        'Every city, with its names (`name.RU`, `name.EN`), place, region, hub, priority and version, and every hub beside them.',
      answer: citiesListAnswer,
      // The forms edit the names and the place as flat fields.
      paging: { items: 'cities', flatten: { nameRU: 'name.RU', nameEN: 'name.EN', place: 'place.RU' } },
      resource: 'getList',
    },
    saveCity: {
      method: 'POST',
      path: '/api/admin/city',
      description:
        'Saves a city: `id` absent or 0 adds one. Answers the city’s `{ id }`. An unknown `hubId` is refused on `hubId`, a slug another city holds on `slug`; an unknown id is 404.',
      body: citySchema,
      answer: savedRowAnswer,
      version: true,
      defaults: { id: 0 },
      resource: ['create', 'update'],
    },
    setCityPriority: {
      method: 'POST',
      path: '/api/admin/citypriority',
      description: 'Sets a city’s priority (0, 1 or 2). Answers `{}`; an unknown city is 404.',
      body: cityPriorityBody,
      answer: priorityAnswer,
    },
  },
);
