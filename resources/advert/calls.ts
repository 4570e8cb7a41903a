// Advertising's calls (002 §7 "Promotions, banners, advertisers"; docs/api.md "Advertising"), ADMIN
// only: the holders (advertisers) and their promos, the promos of both payload shapes, and the
// banners of both readings of the spec. Saves read form fields or JSON (the screens send JSON),
// carry the version their form loaded (If-Match: 409 when stale) and refuse fields under `error`;
// holders and promos are soft-deleted, and an inactive one answers 404. Served by
// server/routes/advertising.ts and banners.ts; the screens (resources/advert/index.ts and the
// banner pages of src/pages/advert) call them through the data provider.
import { defineCalls } from '../../common/calls';
import { advertiserSchema } from '../../schemas/advertiser';
import * as answers from '../../schemas/answers/advert';
import { promoSchema } from '../../schemas/promo';
import { rowIdParams } from '../../schemas/requests/common';

const ADVERTISING = { area: 'Advertising', resource: 'advertisers', access: ['ADMIN'], encoding: 'form', errorsAt: 'error' } as const;

export const advertisingCalls = defineCalls(ADVERTISING, {
  listAdvertisers: {
    method: 'GET',
    path: '/api/admin/advertisers',
    description: 'The active holders (advertisers) by name, with their clinics.',
    answer: answers.advertisersAnswer,
    resource: 'getList',
    paging: { items: 'advertisers' },
  },
  createAdvertiser: {
    method: 'POST',
    path: '/api/admin/advertiser',
    description: 'Adds a holder: its name and the clinics it is linked to (a comma list, a JSON array or repeated fields).',
    body: advertiserSchema,
    answer: answers.savedIdAnswer,
    sends: 'json',
    resource: 'create',
  },
  saveAdvertiser: {
    method: 'PUT',
    path: '/api/admin/advertiser/:id',
    description: 'Changes a holder’s name and clinics.',
    params: rowIdParams,
    body: advertiserSchema,
    answer: answers.savedIdAnswer,
    version: true,
    sends: 'json',
    resource: 'update',
  },
  deleteAdvertiser: {
    method: 'DELETE',
    path: '/api/admin/advertiser/:id',
    description: 'Retires a holder (soft delete; its promos stay).',
    params: rowIdParams,
    version: true,
    resource: 'delete',
  },
});

// A holder's page: its promos, and the holder above them (react-admin's 'holderPromos' list, the
// holder's id its `advertiserId` filter, the holder the answer's side).
export const holderPromoCalls = defineCalls(
  { ...ADVERTISING, resource: 'holderPromos' },
  {
    advertiserPromos: {
      method: 'GET',
      path: '/api/admin/advertiser/:id/promos',
      description: 'A holder and its active promos with their banners.',
      params: rowIdParams,
      answer: answers.holderPromosAnswer,
      resource: 'getList',
      paging: { items: 'promos', sides: ['advertiser'], filters: { advertiserId: 'id' } },
    },
  },
);

// The promos of both payload shapes: read, saved and deleted alike by every promotion
// (/admin/advertising, react-admin's 'advertising') and by a holder's promos ('holderPromos').
export const promoCalls = defineCalls(
  { ...ADVERTISING, resource: ['advertising', 'holderPromos'] },
  {
    createPromo: {
      method: 'POST',
      path: '/api/admin/promo',
      description:
        'Adds a promo: the clinic flow’s name, clinicId, dates, categories and diseases (one of the two when categories is sent), or the holder flow’s name, dates and advertiserId.',
      body: promoSchema,
      answer: answers.savedPromoAnswer,
      sends: 'json',
      resource: 'create',
    },
    savePromo: {
      method: 'PUT',
      path: '/api/admin/promo/:id',
      description: 'Changes a promo; a field not sent (clinicId, advertiserId, both lists) keeps its stored value.',
      params: rowIdParams,
      body: promoSchema,
      answer: answers.savedPromoAnswer,
      version: true,
      sends: 'json',
      resource: 'update',
    },
    getPromo: {
      method: 'GET',
      path: '/api/admin/promo/:id',
      description: 'One active promo with its banners.',
      params: rowIdParams,
      answer: answers.promo,
      resource: 'getOne',
    },
    deletePromo: {
      method: 'DELETE',
      path: '/api/admin/promo/:id',
      description: 'Retires a promo (soft delete).',
      params: rowIdParams,
      version: true,
      resource: 'delete',
    },
  },
);

// Every promotion (/admin/advertising's list).
export const promoListCalls = defineCalls(
  { ...ADVERTISING, resource: 'advertising' },
  {
    listPromos: {
      method: 'GET',
      path: '/api/admin/promo/all',
      description: 'Every active promo, and the same grouped by their clinic’s id ("0" for none).',
      answer: answers.promoAllAnswer,
      resource: 'getList',
      paging: { items: 'promos' },
    },
  },
);

// The banners' forms are multipart with files that the handlers read and judge themselves (png,
// jpg, jpeg or gif by name and content, at most 3 MB), so no body is declared: the screens send
// their parts (dataProvider/callRequests.ts, PartsOptions; the edit's through `parts`).
export const bannerCalls = defineCalls(
  { ...ADVERTISING, resource: 'banners' },
  {
    addBanners: {
      method: 'POST',
      path: '/api/admin/promo/:id/banner',
      description:
        'The holder flow: a file per type (bannerFullFile, bannerMobileFile, bannerThirdFile, bannerClinicBasedFile) and `banners`, the JSON list of their descriptions; answers the promo’s banners. Errors keyed `<TYPE>.<field>` or by file field; 409 when the block has a banner.',
      params: rowIdParams,
      encoding: 'multipart',
      answer: answers.bannersAnswer,
    },
    addClinicBanners: {
      method: 'POST',
      path: '/api/admin/promo/banner',
      description:
        'The clinic flow: promoId, the three files bannerFull, bannerHalf and bannerThird (all required) and their urlFull, urlHalf and urlThird; answers the promo’s banners.',
      encoding: 'multipart',
    },
    replaceClinicBanner: {
      method: 'PUT',
      path: '/api/admin/promo/banner',
      description: 'The clinic flow’s edit: bannerId, newBanner (a file, optional) and newUrl; answers the banner.',
      encoding: 'multipart',
      version: true,
    },
    getBanner: {
      method: 'GET',
      path: '/api/admin/promo/banner/:id',
      description: 'One banner.',
      params: rowIdParams,
      answer: answers.banner,
      resource: 'getOne',
    },
    saveBanner: {
      method: 'PUT',
      path: '/api/admin/promo/banner/:id',
      description:
        'The holder flow’s edit: bannerFile (optional), `banner` (its description as JSON, or the same as plain fields) and removeImage=true; answers the banner.',
      params: rowIdParams,
      encoding: 'multipart',
      // The edit screen's save (react-admin's update): the form's values as the `banner` JSON,
      // removeImage among them, and a newly chosen image as `bannerFile`.
      parts: { json: 'banner', files: ['bannerFile'] },
      answer: answers.banner,
      version: true,
      resource: 'update',
    },
  },
);
