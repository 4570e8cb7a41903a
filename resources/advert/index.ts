// Advertising (002 §2 "Promotions and advertisers", issue 15 points 3 and 4): the holders list and
// /admin/advertising in the ADMIN menu, and the screens reached from them (the holder page with
// its promo form, the banner page and the banner edit screen). The holders, a holder's promos and
// the promotions are declarations; the banner page and the banner edit screen are screens of their
// own (src/pages/advert): the banner blocks are irregular forms (docs/decisions.md "Advertising
// screens").
import { type AnyScreen, defineResource, type ScreenDefinition } from '../../common/resource';
import { advertiserProperties } from '../../schemas/fields/advertiser';
import { promoProperties } from '../../schemas/fields/promo';

const HOLDERS = '/admin/advert/holders';
const PROMOTIONS = '/admin/advertising';
/** A promo's banner page, under its holder (002 §2): none for a promo without one. */
const BANNERS = `${HOLDERS}/{advertiserId}/promo/:id`;
const HOLDER_PAGE = `${HOLDERS}/{advertiserId}`;
const promoFields = { type: 'object', properties: promoProperties } as const;
/** A promo's name and days, both forms' first fields (002 §5 "Promo"). */
const NAME_AND_DAYS = [{ source: 'name' }, { source: 'startDate', widget: 'date' }, { source: 'endDate', widget: 'date' }];
/** A promo's delete, as both forms word it. */
const PROMO_DELETE = {
  remove: 'app.advert.promo.remove',
  removeTitle: 'app.advert.promo.confirmRemove',
  deleted: 'app.advert.messages.deleted',
  loadFailed: 'app.advert.messages.loadFailed',
  saved: 'app.advert.messages.saved',
} as const;
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
  // /admin/advert/holders/{id}: the holder (its name and clinics, the answer's side) above its
  // promos, each opening its banner page, with its days, how many banners, and its form at
  // .../edit/{promoId} (0 = new): name, start and end, all required to continue; a new promo goes
  // on to its banners, an edited or deleted one back to the holder; Back to the holders (002 §2).
  defineResource(promoFields, {
    name: 'holderPromos',
    path: `${HOLDERS}/:advertiserId`,
    roles: ['ADMIN'],
    menu: false,
    // Served by the declared calls of calls.ts (server/routes/advertising.ts).
    offers: ['create', 'update', 'delete'],
    list: {
      view: 'table',
      title: 'name',
      titleTo: BANNERS,
      columns: [{ source: 'startDate' }, { source: 'endDate' }, { source: 'banners', display: 'count' }],
      // As the server answers: the newest first.
      sort: { field: 'id', order: 'DESC' },
      owner: {
        side: 'advertiser',
        title: 'name',
        fields: [{ source: 'clinics', display: 'names', options: { empty: 'app.advert.holders.noClinics' } }],
        heading: 'app.advert.holders.promos',
        back: HOLDERS,
      },
    },
    form: {
      mode: 'page',
      path: `${HOLDERS}/:advertiserId/edit/:id`,
      schemaFor: async () => (await import('../../schemas/holderPromo')).holderPromoSchema,
      sections: [{ fields: NAME_AND_DAYS }],
      exits: { back: HOLDERS, created: BANNERS, edited: HOLDER_PAGE, deleted: HOLDER_PAGE },
    },
    messages: {
      ...PROMO_DELETE,
      add: 'app.advert.holders.newPromo',
      empty: 'app.advert.holders.noPromos',
      back: 'app.advert.holders.back',
      createTitle: 'app.advert.promo.newTitle',
      create: 'app.advert.promo.continue',
    },
  }),
  reached('promoBanners', `${HOLDERS}/:id/promo/:promoId`, () => import('../../src/pages/advert/BannerPage'), CLINICS_PICKER),
  reached(
    'bannerEdit',
    `${HOLDERS}/:id/promo/:promoId/banner/:bannerId`,
    () => import('../../src/pages/advert/BannerEditPage'),
    CLINICS_PICKER,
  ),
  // /admin/advertising: every promotion (its holder, days, how many directions and diseases, its
  // banners linked under its holder) and the tab that creates one; /admin/advertising/{id} edits
  // one. The form adds the holder and the directions and diseases (at least one) to the name and
  // days; a new promotion with a holder goes on to its banners (002 §2 "details, then banner
  // upload"), any other save and a delete back to the list. In the menu beside the holders
  // (docs/decisions.md "/admin/advertising").
  defineResource(promoFields, {
    name: 'advertising',
    path: PROMOTIONS,
    roles: ['ADMIN'],
    offers: ['create', 'update', 'delete'],
    list: {
      view: 'table',
      title: 'name',
      columns: [
        { source: 'advertiserId', display: 'reference', reference: 'advertisers', options: { empty: 'app.advert.promo.noHolder' } },
        { source: 'startDate' },
        { source: 'endDate' },
        {
          source: 'categories',
          label: 'app.advert.promo.targets',
          display: 'message',
          options: { message: 'app.advert.promo.targetsCount', values: { directions: 'categories', diseases: 'diseases' } },
        },
        {
          source: 'banners',
          display: 'message',
          options: { message: 'app.advert.promo.bannersLink', values: { count: 'banners' }, to: BANNERS, named: 'name' },
        },
      ],
      sort: { field: 'id', order: 'DESC' },
      createTab: { list: 'app.advert.promo.all', create: 'app.advert.promo.create' },
    },
    form: {
      mode: 'page',
      schemaFor: async () => (await import('../../schemas/promo')).promoSchema,
      sections: [
        { fields: NAME_AND_DAYS },
        {
          hint: 'app.advert.promo.holderHint',
          fields: [
            {
              source: 'advertiserId',
              widget: 'select',
              reference: 'advertisers',
              placeholder: 'app.advert.promo.noHolder',
              // Chosen "none" clears a stored holder (the server keeps a field not sent).
              options: { sendsBlank: true },
            },
            { source: 'categories', widget: 'targets', edits: ['diseases'] },
          ],
        },
      ],
      // Sent even when none is picked: 002 §5 wants at least one.
      defaults: { categories: '', diseases: '' },
      exits: { created: BANNERS, edited: PROMOTIONS, deleted: PROMOTIONS },
    },
    messages: { ...PROMO_DELETE, empty: 'app.advert.promo.empty', back: 'app.advert.promo.back' },
  }),
];

/** The react-admin resource this folder's calls serve with no screen of its own (a banner, read by
 * the banner edit screen): the data provider finds its calls here. */
export const served = ['banners'];
