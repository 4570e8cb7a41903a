// The profile editor's reads through react-admin's methods (issue 24 point 4): each step's list is
// getList of a resource with no screen, filtered by the clinic's hash (which fills the path), read
// whole and kept in the order answered; the frame's clinic is getOne of `clinics` by hash. Same
// requests as the named calls the steps made before.
import { describe, expect, it } from 'vitest';
import { wholeListOf } from '../../src/engine/list/wholeList';
import { declaredProvider } from '../../src/testing/declaredProvider';

const HASH = '0f8fad5b-d9cb-469f-a165-70867728950e';
const setup = () => declaredProvider({ clinics: () => import('./calls') }, { clinics: 'clinics' });

describe('the clinic profile’s reads', () => {
  it('reads documents and pictures under their answer’s key, in the order answered', async () => {
    const { browser, provider } = setup();
    browser.answer(`GET /api/admin/clinicfreefiles/${HASH}`, 200, { files: [{ id: 2 }, { id: 7 }] });
    browser.answer(`GET /api/admin/pictures/${HASH}`, 200, { images: [{ id: 9, mainImg: true }, { id: 3 }] });
    expect(await provider.getList('clinicDocuments', wholeListOf({ hash: HASH }))).toMatchObject({
      data: [{ id: 2 }, { id: 7 }],
      total: 2,
    });
    const pictures = await provider.getManyReference('clinicPictures', { ...wholeListOf({}), target: 'hash', id: HASH });
    expect(pictures.data.map((picture) => picture.id)).toEqual([9, 3]);
    expect(browser.requests.map((r) => r.url)).toEqual([`/api/admin/clinicfreefiles/${HASH}`, `/api/admin/pictures/${HASH}`]);
  });

  it('reads the patients’ reviews, an answer that is the list, with isPatient in the query', async () => {
    const { browser, provider } = setup();
    browser.answer(`GET /api/admin/reviews/${HASH}`, 200, [
      { id: 5, isPatient: true },
      { id: 4, isPatient: true },
    ]);
    const reviews = await provider.getList('clinicReviews', wholeListOf({ hash: HASH, isPatient: 'true' }));
    expect(reviews.data.map((review) => review.id)).toEqual([5, 4]);
    expect(browser.requests[0].url).toBe(`/api/admin/reviews/${HASH}?isPatient=true`);
  });

  it('reads the doctors with their hire links beside them', async () => {
    const { browser, provider } = setup();
    const clinicDoctors = [{ doctorId: 8, published: true }];
    browser.answer(`GET /api/admin/doctors/${HASH}`, 200, { doctors: [{ id: 8 }, { id: 1 }], clinicDoctors });
    const doctors = await provider.getList('clinicDoctors', wholeListOf({ hash: HASH }));
    expect(doctors.data.map((doctor) => doctor.id)).toEqual([8, 1]);
    expect(doctors.meta.sides).toEqual({ clinicDoctors });
  });

  it('reads the frame’s clinic as getOne of clinics, its hash in the query', async () => {
    const { browser, provider } = setup();
    browser.answer('GET /api/admin/getclinic', 200, { id: 12, hash: HASH });
    expect((await provider.getOne('clinics', { id: HASH })).data).toEqual({ id: 12, hash: HASH });
    expect(browser.requests[0].url).toBe(`/api/admin/getclinic?hash=${HASH}`);
  });
});
