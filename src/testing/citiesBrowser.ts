// A browser whose server knows an ADMIN and two cities in two hubs (the cities screen's tests),
// and the citieslist answer the data provider's tests read (three cities sorted apart by language).
import { fakeBrowser } from '../../dataProvider/fakeFetch';
import { ADMIN_ROLES } from './renderApp';

const hubs = [
  { id: 1, slug: 'center', name: { RU: 'Центр', EN: 'Center' }, seo: { RU: '', EN: '' }, priority: 0 },
  { id: 2, slug: 'volga', name: { RU: 'Поволжье', EN: 'Volga' }, seo: { RU: '', EN: '' }, priority: 1 },
];
const city = (id: number, ru: string, en: string, region: number, hubId: number) => ({
  id,
  slug: en.toLowerCase(),
  name: { RU: ru, EN: en },
  place: { RU: `в городе ${ru}` },
  region,
  hubId,
  hubs: [hubId],
  priority: id === 2 ? 1 : 0,
  seo: '',
  seoDescription: '',
  keywords: '',
});

export function citiesBrowser() {
  const browser = fakeBrowser('token');
  browser.answer('GET /api/roles', 200, ADMIN_ROLES);
  browser.answer('GET /api/admin/citieslist', 200, {
    cities: [city(1, 'Тверь', 'Tver', 69, 1), city(2, 'Казань', 'Kazan', 16, 2)],
    hubs,
  });
  browser.answer('GET /api/admin/hubslist', 200, { hubs });
  return browser;
}

/** GET /api/admin/citieslist with three cities whose RU and EN names sort differently. */
export const wireCities = {
  cities: [
    {
      id: 1,
      slug: 'moskva',
      name: { RU: 'Москва', EN: 'Moscow' },
      place: { RU: 'в Москве' },
      region: 77,
      hubId: 2,
      hubs: [2],
      priority: 1,
    },
    { id: 2, slug: 'kazan', name: { RU: 'Казань', EN: 'Kazan' }, place: { RU: 'в Казани' }, region: 16, hubId: 1, hubs: [1], priority: 0 },
    {
      id: 3,
      slug: 'abakan',
      name: { RU: 'Абакан', EN: 'Abakan' },
      place: { RU: 'в Абакане' },
      region: 19,
      hubId: 1,
      hubs: [1],
      priority: 0,
    },
  ],
  hubs: [],
};
