// Advertising (002 §2 "Promotions and advertisers", issue 15 points 3 and 4): the holders list and
// /admin/advertising in the ADMIN menu, and the screens reached from them (the holder page, the promo form, the banner page
// and the banner edit screen). Screens of their own (src/pages/advert): the list's rows open pages
// and the banner blocks are irregular forms (docs/decisions.md "Advertising screens").
import type { ScreenDefinition } from '../../common/resource';

const HOLDERS = '/admin/advert/holders';
/** The screens with a clinics picker (the holder dialog, the banner forms) read the clinics list. */
const CLINICS_PICKER = ['clinics'];
const reached = (name: string, path: string, load: ScreenDefinition['load'], calls?: string[]): ScreenDefinition => ({
  config: { name, path, roles: ['ADMIN'], list: {}, menu: false },
  load,
  ...(calls && { calls }),
});

export const screens: ScreenDefinition[] = [
  {
    config: { name: 'advertisers', path: HOLDERS, roles: ['ADMIN'], list: {} },
    load: () => import('../../src/pages/advert/HoldersPage'),
    calls: CLINICS_PICKER,
  },
  reached('advertiser', `${HOLDERS}/:id`, () => import('../../src/pages/advert/HolderPage')),
  reached('promoForm', `${HOLDERS}/:id/edit/:promoId`, () => import('../../src/pages/advert/PromoFormPage')),
  reached('promoBanners', `${HOLDERS}/:id/promo/:promoId`, () => import('../../src/pages/advert/BannerPage'), CLINICS_PICKER),
  reached(
    'bannerEdit',
    `${HOLDERS}/:id/promo/:promoId/banner/:bannerId`,
    () => import('../../src/pages/advert/BannerEditPage'),
    CLINICS_PICKER,
  ),
  // /admin/advertising: every promotion, and its create/edit form with directions and diseases
  // (002 §2); in the menu beside the holders (docs/decisions.md "/admin/advertising").
  {
    config: { name: 'advertising', path: '/admin/advertising', roles: ['ADMIN'], list: {} },
    load: () => import('../../src/pages/advert/PromotionsPage'),
  },
  reached('promotion', '/admin/advertising/:id', () => import('../../src/pages/advert/PromotionEditPage')),
];
