/**
 * Advertising's calls (002 §7 "Promotions, banners, advertisers", docs/api.md "Advertising"):
 * builders of requests for the http client (dataProvider.request). Field errors come under `error`;
 * a save of a loaded record sends its `updated` as If-Match (409 when stale).
 *
 * holders    => GET    /api/admin/advertisers                 -> { advertisers: [Advertiser] }
 * saveHolder => POST   /api/admin/advertiser | PUT .../{id}   JSON name, clinicIds -> { id }
 * dropHolder => DELETE /api/admin/advertiser/{id}             -> {} (soft delete)
 * holder     => GET    /api/admin/advertiser/{id}/promos      -> { advertiser, promos: [Promo] }
 * promos     => GET    /api/admin/promo/all                   -> { promos: [Promo], promoIds } (/admin/advertising)
 * promo      => GET    /api/admin/promo/{id}                  -> Promo
 * savePromo  => POST   /api/admin/promo | PUT .../{id}        JSON name, startDate, endDate, advertiserId
 *               (the holder flow) or also categories, diseases as comma lists (/admin/advertising) -> { promoId }
 * dropPromo  => DELETE /api/admin/promo/{id}                  -> {}
 * addBanners => POST   /api/admin/promo/{id}/banner  multipart bannerFullFile, bannerMobileFile,
 *               bannerThirdFile, bannerClinicBasedFile, banners (JSON list) -> [Banner];
 *               errors keyed `<TYPE>.<field>` or by file field
 * banner     => GET    /api/admin/promo/banner/{id}           -> Banner
 * saveBanner => PUT    /api/admin/promo/banner/{id}  multipart bannerFile?, banner (JSON), removeImage -> Banner
 * clinics    => GET    /api/admin/clinicslist page=0 size=1000 (the clinics pickers)
 */
import type { BannerType } from '../common/advert';
import type { HttpRequest } from './http';

export interface Named {
  id: number;
  name: string;
}

export interface Advertiser {
  id: number;
  name: string;
  clinicIds: number[];
  clinics: Named[];
  updated: number;
}

export interface Banner {
  id: number;
  type: BannerType;
  promoId: number;
  url: string;
  link: string | null;
  width: number | null;
  height: number | null;
  marker: string;
  pages: string[];
  textType: string[];
  categories: number[];
  diseases: number[];
  clinics: number[];
  updated: number;
}

export interface Promo {
  id: number;
  name: string;
  advertiserId: number | null;
  categories: number[];
  diseases: number[];
  startDate: string;
  endDate: string;
  banners: Banner[];
  updated: number;
}

/** What a banner form edits (comma lists, as the shared schema reads them). */
export interface BannerValues {
  type: BannerType;
  url: string;
  marker: string;
  pages: string;
  textType: string;
  categories: string;
  diseases: string;
  clinics: string;
}

const json = (method: 'POST' | 'PUT', path: string, body: Record<string, unknown>, version?: number): HttpRequest => ({
  method,
  path,
  encoding: 'json',
  errorsAt: 'error',
  body,
  version,
});

/** The clinics pickers' list: the first 1000 clinics (002 §2, the brief's page=0 size=1000). */
export const CLINIC_PICKER_SIZE = 1000;

export const advertCalls = {
  holders: (): HttpRequest => ({ path: '/api/admin/advertisers' }),
  saveHolder: (values: { name: string; clinicIds: string }, holder?: Advertiser, overwrite = false) =>
    holder
      ? json('PUT', `/api/admin/advertiser/${holder.id}`, values, overwrite ? undefined : holder.updated)
      : json('POST', '/api/admin/advertiser', values),
  dropHolder: (holder: Advertiser): HttpRequest => ({ method: 'DELETE', path: `/api/admin/advertiser/${holder.id}` }),
  holder: (id: number): HttpRequest => ({ path: `/api/admin/advertiser/${id}/promos` }),
  promos: (): HttpRequest => ({ path: '/api/admin/promo/all' }),
  promo: (id: number): HttpRequest => ({ path: `/api/admin/promo/${id}` }),
  savePromo: (values: Record<string, unknown>, promo?: Promo, overwrite = false) =>
    promo
      ? json('PUT', `/api/admin/promo/${promo.id}`, values, overwrite ? undefined : promo.updated)
      : json('POST', '/api/admin/promo', values),
  dropPromo: (promo: Promo): HttpRequest => ({ method: 'DELETE', path: `/api/admin/promo/${promo.id}` }),
  addBanners: (promoId: number, files: Record<string, Blob>, banners: BannerValues[]): HttpRequest => ({
    method: 'POST',
    path: `/api/admin/promo/${promoId}/banner`,
    encoding: 'multipart',
    errorsAt: 'error',
    body: { ...files, banners: JSON.stringify(banners) },
  }),
  banner: (id: number): HttpRequest => ({ path: `/api/admin/promo/banner/${id}` }),
  saveBanner: (banner: Banner, values: BannerValues, change: { file?: Blob; removeImage?: boolean }, overwrite = false): HttpRequest => ({
    method: 'PUT',
    path: `/api/admin/promo/banner/${banner.id}`,
    encoding: 'multipart',
    errorsAt: 'error',
    body: { bannerFile: change.file, banner: JSON.stringify(values), removeImage: change.removeImage ? 'true' : undefined },
    version: overwrite ? undefined : banner.updated,
  }),
  clinics: (): HttpRequest => ({ path: '/api/admin/clinicslist', query: { page: 0, size: CLINIC_PICKER_SIZE } }),
};
