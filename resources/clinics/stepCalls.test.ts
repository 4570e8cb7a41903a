// The profile steps' declared calls as the browser sends them (dataProvider/callRequests.ts): the
// same method, path, query, body and its encoding, If-Match and field-error location the steps'
// requests had from their call tables before the calls were declared (issue 24: not a byte
// changes on the wire). The form steps, the pictures and logo, the documents, the catalogue steps.
import { describe, expect, it } from 'vitest';
import { callRequest, uploadRequest } from '../../dataProvider/callRequests';
import { clinicCatalogueCalls, clinicOfferCalls, clinicProfileCalls, freeFileCalls, logoCalls, pictureCalls } from './calls';

const clinic = '0f8fad5b-d9cb-469f-a165-70867728950e';
const file = new Blob(['x'], { type: 'image/png' });

describe('the form steps’ calls', () => {
  const profile = clinicProfileCalls.calls;
  const offer = clinicOfferCalls.calls;

  it('load a section in the edit language and the OMS list', () => {
    for (const [call, section] of [
      [profile.clinicBase, 'base'],
      [profile.clinicAdditional, 'additional'],
      [offer.clinicOffer, 'offer'],
      [offer.clinicPromotions, 'promotions'],
    ] as const) {
      expect(callRequest(call, { hash: clinic, locals: 'EN' })).toEqual({
        method: 'GET',
        path: `/api/admin/${section}/${clinic}`,
        query: { locals: 'EN' },
      });
    }
    expect(callRequest(offer.clinicOms, { hash: clinic })).toEqual({ method: 'GET', path: `/api/admin/oms/${clinic}` });
  });

  it('save a section as form fields with its version, its field errors where the section puts them', () => {
    for (const [call, section, errorsAt] of [
      [profile.saveClinicBase, 'base', 'error'],
      [profile.saveClinicAdditional, 'additional', 'error'],
      [offer.saveClinicOffer, 'offer', 'root'],
      [offer.saveClinicPromotions, 'promotions', 'root'],
    ] as const) {
      expect(callRequest(call, { hash: clinic, locals: 'RU', name: 'Клиника' } as never, { version: 7 })).toEqual({
        method: 'POST',
        path: `/api/admin/${section}/${clinic}`,
        body: { locals: 'RU', name: 'Клиника' },
        encoding: 'multipart',
        errorsAt,
        version: 7,
      });
    }
  });

  it('mark a section reviewed with the language and the section’s number', () => {
    expect(callRequest(profile.approveClinicSection, { hash: clinic, locals: 'ALL', menu: 6 })).toMatchObject({
      method: 'POST',
      path: `/api/admin/approve/${clinic}`,
      body: { locals: 'ALL', menu: 6 },
      encoding: 'multipart',
    });
  });
});

describe('the pictures’ and logo’s calls', () => {
  const pictures = pictureCalls.calls;
  const logo = logoCalls.calls;

  it('read the gallery and change a picture as form fields, the alt texts’ errors under `error`', () => {
    expect(callRequest(pictures.clinicPictures, { hash: clinic })).toEqual({ method: 'GET', path: `/api/admin/pictures/${clinic}` });
    for (const [call, path] of [
      [pictures.deletePicture, '/api/admin/image/delete'],
      [pictures.setMainPicture, '/api/admin/image/main'],
    ] as const) {
      expect(callRequest(call, { hash: clinic, id: 3 })).toMatchObject({
        method: 'POST',
        path,
        body: { hash: clinic, id: 3 },
        encoding: 'multipart',
      });
    }
    expect(callRequest(pictures.togglePicture, { hash: clinic, id: 3, visible: false })).toMatchObject({
      path: '/api/admin/toggleimage',
      body: { hash: clinic, id: 3, visible: false },
      encoding: 'multipart',
    });
    expect(callRequest(pictures.savePictureAlt, { id: 3, RU: 'Холл', EN: 'Hall', hash: clinic })).toEqual({
      method: 'POST',
      path: '/api/admin/image/alt',
      body: { id: 3, RU: 'Холл', EN: 'Hall', hash: clinic },
      encoding: 'multipart',
      errorsAt: 'error',
    });
  });

  it('upload a picture with its owner’s hash beside the file, and the logo to its clinic’s path', () => {
    const onProgress = () => undefined;
    expect(uploadRequest(pictures.uploadPicture, { hash: clinic }, { file, onProgress })).toEqual({
      path: '/api/admin/image/upload',
      fields: { hash: clinic },
      file,
      errorsAt: 'error',
      onProgress,
    });
    expect(uploadRequest(logo.uploadClinicLogo, { hash: clinic }, { file, fileName: 'logo.png' })).toEqual({
      path: `/api/admin/cliniclogo/upload/${clinic}`,
      fields: {},
      file,
      fileName: 'logo.png',
      errorsAt: 'error',
    });
  });

  it('read the logos, delete the own one as JSON and copy the catalogue’s without a body', () => {
    expect(callRequest(logo.clinicLogo, { hash: clinic })).toEqual({ method: 'GET', path: `/api/admin/cliniclogo/${clinic}` });
    expect(callRequest(logo.deleteClinicLogo, { hash: clinic })).toMatchObject({
      method: 'POST',
      path: '/api/admin/cliniclogo/delete',
      body: { hash: clinic },
      encoding: 'json',
    });
    expect(callRequest(logo.transferClinicLogo, { hash: clinic })).toEqual({ method: 'POST', path: `/api/admin/transferlogo/${clinic}` });
  });
});

describe('the documents’ calls', () => {
  const files = freeFileCalls.calls;

  it('read the list, upload with the clinic’s hash, delete as JSON by the file’s hash (the spec’s) and toggle as form fields', () => {
    expect(callRequest(files.clinicFreeFiles, { hash: clinic })).toEqual({ method: 'GET', path: `/api/admin/clinicfreefiles/${clinic}` });
    expect(uploadRequest(files.uploadFreeFile, { hash: clinic }, { file })).toEqual({
      path: '/api/admin/freefile/upload',
      fields: { hash: clinic },
      file,
      errorsAt: 'error',
    });
    const own = '11111111-2222-3333-4444-555555555555';
    expect(callRequest(files.deleteFreeFile, { hash: own })).toMatchObject({
      method: 'POST',
      path: '/api/admin/freefile/delete',
      body: { hash: own },
      encoding: 'json',
    });
    expect(callRequest(files.toggleFreeFile, { hash: clinic, id: 5, visible: true })).toMatchObject({
      path: '/api/admin/togglefreefile',
      body: { hash: clinic, id: 5, visible: true },
      encoding: 'multipart',
    });
  });
});

describe('the catalogue steps’ calls', () => {
  const catalogue = clinicCatalogueCalls.calls;

  it('read each kind’s catalogue, the clinic’s selections and an entry’s or a category’s texts', () => {
    expect(callRequest(catalogue.activeServices)).toEqual({ method: 'GET', path: '/api/admin/activeservices' });
    expect(callRequest(catalogue.selectedSpecialties, { hash: clinic })).toEqual({
      method: 'GET',
      path: '/api/admin/selectedspecialties',
      query: { hash: clinic },
    });
    expect(callRequest(catalogue.serviceTexts, { hash: clinic, locals: 'RU', sid: 12 })).toEqual({
      method: 'GET',
      path: `/api/admin/service/${clinic}`,
      query: { locals: 'RU', sid: 12 },
    });
    expect(callRequest(catalogue.categoryTexts, { hash: clinic, locals: 'EN', cid: 4 })).toEqual({
      method: 'GET',
      path: `/api/admin/category/${clinic}`,
      query: { locals: 'EN', cid: 4 },
    });
  });

  it('save texts with their version, a category’s errors at the top level, the rest under `error`', () => {
    expect(
      callRequest(catalogue.saveSpecialtyTexts, { hash: clinic, locals: 'RU', sid: 12, specialty: '<p>x</p>' }, { version: 9 }),
    ).toEqual({
      method: 'POST',
      path: `/api/admin/specialty/${clinic}`,
      body: { locals: 'RU', sid: 12, specialty: '<p>x</p>' },
      encoding: 'multipart',
      errorsAt: 'error',
      version: 9,
    });
    expect(callRequest(catalogue.saveCategoryTexts, { hash: clinic, locals: 'RU', cid: 4, category: '' }, { version: 2 })).toMatchObject({
      path: `/api/admin/category/${clinic}`,
      errorsAt: 'root',
      version: 2,
    });
    expect(callRequest(catalogue.saveServicePrice, { hash: clinic, sid: 12, price: '100', priceEnd: '', locals: 'EN' } as never)).toEqual({
      method: 'POST',
      path: `/api/admin/serviceprice/${clinic}`,
      body: { sid: 12, price: '100', priceEnd: '', locals: 'EN' },
      encoding: 'multipart',
      errorsAt: 'error',
    });
  });

  it('send a selection, a category flag and a fixed text as form fields with the edit language', () => {
    expect(callRequest(catalogue.selectService, { hash: clinic, sid: 12, selected: true, locals: 'RU' })).toMatchObject({
      path: `/api/admin/serviceselected/${clinic}`,
      body: { sid: 12, selected: true, locals: 'RU' },
      encoding: 'multipart',
    });
    expect(
      callRequest(catalogue.setCategoryChildren, { clinicHash: clinic, specialtyCategoryId: 4, isChildren: false, locals: 'EN' }),
    ).toMatchObject({
      path: '/api/admin/updateselectedspecialtiesChildren',
      body: { clinicHash: clinic, specialtyCategoryId: 4, isChildren: false, locals: 'EN' },
      encoding: 'multipart',
    });
    expect(
      callRequest(catalogue.saveFixedText, { clinicHash: clinic, category: 'oms', description: '<p>ОМС</p>', locals: 'RU' }),
    ).toMatchObject({
      path: '/api/admin/updateOmsChildrenDescription',
      body: { clinicHash: clinic, category: 'oms', description: '<p>ОМС</p>', locals: 'RU' },
      encoding: 'multipart',
    });
  });
});
