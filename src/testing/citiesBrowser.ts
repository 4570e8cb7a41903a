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

/** A city as GET /api/admin/citieslist answers it, in one hub. */
const wireCity = (
  id: number,
  slug: string,
  [RU, EN]: [string, string],
  place: string,
  region: number,
  hubId: number,
  priority: number,
) => ({
  id,
  slug,
  name: { RU, EN },
  place: { RU: place },
  region,
  hubId,
  hubs: [hubId],
  priority,
});

/** GET /api/admin/citieslist with three cities whose RU and EN names sort differently. */
export const wireCities = {
  cities: [
    wireCity(1, 'moskva', ['Москва', 'Moscow'], 'в Москве', 77, 2, 1),
    wireCity(2, 'kazan', ['Казань', 'Kazan'], 'в Казани', 16, 1, 0),
    wireCity(3, 'abakan', ['Абакан', 'Abakan'], 'в Абакане', 19, 1, 0),
  ],
  hubs: [],
};
