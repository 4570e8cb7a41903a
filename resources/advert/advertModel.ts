// Advertising's records as the screens show them: the types of the declared answers
// (resources/advert/calls.ts), and what a banner form edits.
import type { BannerType } from '../../common/advert';
import type { CallAnswer } from '../../common/calls';
import type { advertisingCalls, bannerCalls, promoCalls } from './calls';

export type Advertiser = CallAnswer<typeof advertisingCalls.calls.listAdvertisers>['advertisers'][number];
export type Promo = CallAnswer<typeof promoCalls.calls.getPromo>;
export type Banner = CallAnswer<typeof bannerCalls.calls.getBanner>;

/** What a banner form edits (comma lists, as the shared schema reads them; the chosen image, sent
 * as a part of its own). */
export interface BannerValues {
  bannerFile?: File;
  type: BannerType;
  url: string;
  marker: string;
  pages: string;
  textType: string;
  categories: string;
  diseases: string;
  clinics: string;
}
