// Advertising's declared calls as the browser sends them (dataProvider/callRequests.ts): the same
// method, path, body encoding, If-Match and field-error location as the requests of the call table
// they replace (dataProvider/advertCalls.ts before issue 24: not a byte changes on the wire). The
// holders' and promos' saves stay JSON though the server reads form fields too; the banners' forms
// go as their parts, files and the descriptions' JSON text.
import { describe, expect, it } from 'vitest';
import { callRequest, partsRequest } from '../../dataProvider/callRequests';
import { advertisingCalls, bannerCalls, holderPromoCalls, promoCalls, promoListCalls } from './calls';

const { calls } = advertisingCalls;
const banners = bannerCalls.calls;
const promos = promoCalls.calls;

describe('advertising’s calls', () => {
  it('reads the holders, a holder’s promos, the promos, a promo and a banner', () => {
    expect(callRequest(calls.listAdvertisers)).toEqual({ method: 'GET', path: '/api/admin/advertisers' });
    expect(callRequest(holderPromoCalls.calls.advertiserPromos, { id: 4 })).toEqual({
      method: 'GET',
      path: '/api/admin/advertiser/4/promos',
    });
    expect(callRequest(promoListCalls.calls.listPromos)).toEqual({ method: 'GET', path: '/api/admin/promo/all' });
    expect(callRequest(promos.getPromo, { id: 7 })).toEqual({ method: 'GET', path: '/api/admin/promo/7' });
    expect(callRequest(banners.getBanner, { id: 9 })).toEqual({ method: 'GET', path: '/api/admin/promo/banner/9' });
  });

  it('sends a holder’s and a promo’s saves as JSON, an edit with the loaded version, field errors under `error`', () => {
    const holder = { name: 'Холдинг', clinicIds: '3,17' };
    expect(callRequest(calls.createAdvertiser, holder)).toEqual({
      method: 'POST',
      path: '/api/admin/advertiser',
      body: holder,
      encoding: 'json',
      errorsAt: 'error',
    });
    expect(callRequest(calls.saveAdvertiser, { id: 4, ...holder }, { version: 1700 })).toEqual({
      method: 'PUT',
      path: '/api/admin/advertiser/4',
      body: holder,
      encoding: 'json',
      errorsAt: 'error',
      version: 1700,
    });
    const promo = { name: 'Весна', startDate: '2026-12-01', endDate: '2026-12-31', advertiserId: '4', categories: '2', diseases: '' };
    expect(callRequest(promos.createPromo, promo)).toEqual({
      method: 'POST',
      path: '/api/admin/promo',
      body: promo,
      encoding: 'json',
      errorsAt: 'error',
    });
    expect(callRequest(promos.savePromo, { id: 7, ...promo }, { version: 1800 })).toMatchObject({
      method: 'PUT',
      path: '/api/admin/promo/7',
      body: promo,
      encoding: 'json',
      version: 1800,
    });
  });

  it('deletes a holder and a promo without a body', () => {
    expect(callRequest(calls.deleteAdvertiser, { id: 4 })).toEqual({ method: 'DELETE', path: '/api/admin/advertiser/4' });
    expect(callRequest(promos.deletePromo, { id: 7 })).toEqual({ method: 'DELETE', path: '/api/admin/promo/7' });
  });

  it('sends a block’s banners and a banner’s edit as multipart parts, the edit with the loaded version', () => {
    const file = new Blob(['png']);
    const described = JSON.stringify([{ type: 'FULL', url: 'https://example.com', marker: 'Реклама' }]);
    expect(partsRequest(banners.addBanners, { id: 7 }, { parts: { bannerFullFile: file, banners: described } })).toEqual({
      method: 'POST',
      path: '/api/admin/promo/7/banner',
      body: { bannerFullFile: file, banners: described },
      encoding: 'multipart',
      errorsAt: 'error',
    });
    const parts = { bannerFile: undefined, banner: described, removeImage: 'true' };
    expect(partsRequest(banners.saveBanner, { id: 9 }, { parts, version: 1900 })).toEqual({
      method: 'PUT',
      path: '/api/admin/promo/banner/9',
      body: parts,
      encoding: 'multipart',
      errorsAt: 'error',
      version: 1900,
    });
  });
});
