// What the patient reviews step's declaration makes of the data (moved from the hand-written step's
// reviewModel.test.ts): the language and source filters, RU and LG until the user picks others,
// applied to the whole list the call answers; a new review's values (new, id 0, the edit language,
// the picks as empty comma lists) and an edited one's save, through react-admin's create and update
// of `clinicReviews`, with the clinic's hash, the review's id as `reviewId`, the picks as comma lists
// and the loaded version.
import { describe, expect, it } from 'vitest';
import { isResource } from '../../common/resource';
import { createDataProvider } from '../../dataProvider/callProvider';
import { createCallRegistry } from '../../dataProvider/callRegistry';
import { clientPage } from '../../dataProvider/clientList';
import { fakeBrowser } from '../../dataProvider/fakeFetch';
import { createHttp } from '../../dataProvider/http';
import { defaultsIn } from '../../src/engine/form/newRecord';
import { screens } from './parts';

const [definition] = screens.filter(isResource);
const { config } = definition;
const hash = '0f8fad5b-d9cb-469f-a165-70867728950e';
const review = (id: number, locals: 'RU' | 'EN', source: 'MM' | 'LG') => ({ id, locals, source });

function provider() {
  const browser = fakeBrowser('token');
  const refuse = async () => ({}) as never;
  const registry = createCallRegistry({ clinics: () => import('../clinics/calls') }, { clinicReviews: 'clinics' });
  return { browser, dataProvider: createDataProvider(registry, { http: createHttp(browser.env), upload: refuse, download: refuse }) };
}

describe('the patient reviews step', () => {
  it('filters by language and source, RU and LG by default', () => {
    const all = [review(1, 'RU', 'LG'), review(2, 'EN', 'LG'), review(3, 'RU', 'MM')];
    const ids = (filter: object) => clientPage(all, { filter } as never).data.map((r) => r.id);
    expect(ids(config.list.filterDefaults ?? {})).toEqual([1]);
    expect(ids({ source: 'LG' })).toEqual([1, 2]);
    expect(ids({ locals: 'RU' })).toEqual([1, 3]);
  });

  it('starts a new review as new, in the edit language, published today, with nothing picked', () => {
    expect(defaultsIn(config, 'EN')).toMatchObject({
      isnew: 'true',
      reviewId: 0,
      locals: 'EN',
      categories: '',
      specialties: '',
      doctors: '',
      publishedDT: new Date(Date.now() - new Date().getTimezoneOffset() * 60_000).toISOString().slice(0, 10),
    });
  });

  it('sends a new review and an edited one with the picks as comma lists, the edit with its id and version', async () => {
    const { browser, dataProvider } = provider();
    browser.answer(`GET /api/admin/reviews/${hash}`, 200, [{ id: 9, name: 'Анна', curedDT: null, updated: 1700 }]);
    const { data } = await dataProvider.getList('clinicReviews', { filter: { hash } } as never);
    // The form edits the review by its id under the save's name, and no treatment date as ''.
    expect(data[0]).toMatchObject({ id: 9, reviewId: 9, curedDT: '' });

    const values = { ...defaultsIn(config, 'RU'), name: 'Анна', specialties: '3,17', rating: 4 };
    await dataProvider.create('clinicReviews', { data: values, meta: { hash } });
    await dataProvider.update('clinicReviews', { id: 9, data: { ...data[0], specialties: '3,17' }, previousData: data[0], meta: { hash } });
    const [created, updated] = browser.requests.filter((request) => request.method === 'POST');
    expect(created.url).toBe(`/api/admin/review/${hash}`);
    expect(created.body).toMatchObject({ isnew: 'true', reviewId: '0', locals: 'RU', specialties: '3,17', categories: '', rating: '4' });
    expect(updated.body).toMatchObject({ reviewId: '9', specialties: '3,17' });
    expect(updated.body).not.toHaveProperty('isnew');
    expect(updated.headers['If-Match']).toBe('"1700"');
  });
});
