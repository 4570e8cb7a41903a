// Advertising (002 §2 "Promotions and advertisers", issue 15 points 3 and 4): the holders list and
// /admin/advertising in the ADMIN menu, and the screens reached from them (the holder page, the
// promo form, the banner page and the banner edit screen). The holders are a declaration; the
// others screens of their own (src/pages/advert): the banner blocks are irregular forms
// (docs/decisions.md "Advertising screens").
import { type AnyScreen, defineResource, type ScreenDefinition } from '../../common/resource';
import { advertiserProperties } from '../../schemas/fields/advertiser';

const HOLDERS = '/admin/advert/holders';
/** The screens with a clinics picker (the holder dialog, the banner forms) read the clinics list. */
const CLINICS_PICKER = ['clinics'];
const reached = (name: string, path: string, load: ScreenDefinition['load'], calls?: string[]): ScreenDefinition => ({
  config: { name, path, roles: ['ADMIN'], list: {}, menu: false },
  load,
  ...(calls && { calls }),
});

export const screens: AnyScreen[] = [
  // The holders: a declaration. Their list by name with their clinics, the name opening the
  // holder's page; add and edit in a modal with the clinics picker; a soft delete that asks first.
  defineResource({ type: 'object', properties: advertiserProperties } as const, {
    name: 'advertisers',
    path: HOLDERS,
    roles: ['ADMIN'],
    // Served by the declared calls of calls.ts (server/routes/advert.ts).
    offers: ['create', 'update', 'delete'],
    list: {
      view: 'table',
      title: 'name',
      titleTo: `${HOLDERS}/:id`,
      columns: [{ source: 'clinics', display: 'names', options: { empty: 'app.advert.holders.noClinics' } }],
      sort: { field: 'name', order: 'ASC' },
    },
    form: {
      mode: 'modal',
      schemaFor: async () => (await import('../../schemas/advertiser')).advertiserSchema,
      sections: [
        { fields: [{ source: 'name' }, { source: 'clinicIds', widget: 'ids', reference: 'clinics', optionText: 'll10n.{LANG}.name' }] },
      ],
    },
    messages: {
      title: 'app.advert.holders.title',
      add: 'app.advert.holders.create',
      empty: 'app.advert.holders.empty',
      saved: 'app.advert.messages.saved',
      edit: 'app.advert.holders.edit',
      remove: 'app.advert.holders.remove',
      removeTitle: 'app.advert.holders.confirmRemove',
      deleted: 'app.advert.messages.deleted',
    },
  }),
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

/** The react-admin resources this folder's calls serve with no screen of their own (a promo and a
 * banner, read by the advertising pages): the data provider finds their calls here. */
export const served = ['promos', 'banners'];
