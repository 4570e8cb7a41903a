// Advertising (002 §2 "Promotions and advertisers", issue 15 points 3 and 4): the holders list and
// /admin/advertising in the ADMIN menu, and the screens reached from them (the holder page with
// its promo form, the banner page and the banner edit screen). The holders, a holder's promos, the
// promotions and the banner edit screen are declarations; the banner page is a screen of its own
// (src/pages/advert): the banner blocks are irregular forms (docs/decisions.md "Advertising
// screens").
import { BANNER_PAGES, BANNER_TEXT_TYPES, BANNER_TYPES, WITH_PLACEMENT } from '../../common/advert';
import { BANNER_RULES } from '../../common/fileRules';
import { type AnyScreen, defineResource, type ScreenDefinition } from '../../common/resource';
import { advertiserProperties } from '../../schemas/fields/advertiser';
import { bannerProperties } from '../../schemas/fields/banner';
import { promoProperties } from '../../schemas/fields/promo';

const HOLDERS = '/admin/advert/holders';
const PROMOTIONS = '/admin/advertising';
/** A promo's banner page, under its holder (002 §2): none for a promo without one. */
const BANNERS = `${HOLDERS}/{advertiserId}/promo/:id`;
const HOLDER_PAGE = `${HOLDERS}/{advertiserId}`;
/** The banner page as the banners' declaration names it, and its address filled from the route. */
const BANNER_PAGE = `${HOLDERS}/:advertiserId/promo/:promoId`;
const TO_BANNER_PAGE = `${HOLDERS}/{advertiserId}/promo/{promoId}`;
/** A banner's inputs by its type (002 §2), as the banner page's blocks show them. */
const ofType = (...types: readonly string[]) => ({ source: 'type', oneOf: types });
const NOT_MOBILE = ofType(...BANNER_TYPES.filter((type) => type !== 'MOBILE'));
const MOBILE = { source: 'type', equals: 'MOBILE' };
/** The edit form's fields: the description, the file part and the flag that removes the image. */
const bannerFields = {
  type: 'object',
  properties: { ...bannerProperties, bannerFile: { type: 'object' }, removeImage: { type: 'boolean' } },
} as const;
/** A banner's image (002 §5 "Banners": png, jpg, jpeg, gif, at most 3 MB; the server checks again),
 * the chosen file sent with the save as a part of its own, the stored one shown by its `link`,
 * removed by the `removeImage` flag; and under it the size its block needs, with the warning of
 * issue 15 point 4. Named by its marker. */
const IMAGE = {
  source: 'bannerFile',
  widget: 'image',
  edits: ['removeImage'],
  options: {
    files: BANNER_RULES,
    whole: true,
    stored: 'link',
    removes: 'app.advert.banner.removeImage',
    named: 'marker',
    alt: 'app.advert.banner.imageAlt',
    none: 'app.advert.banner.noImage',
    choose: 'app.advert.banner.chooseFile',
    replace: 'app.advert.banner.replace',
    rules: 'app.advert.banner.rules',
  },
};
const BANNER_IMAGE = [
  { ...IMAGE, when: NOT_MOBILE },
  { ...IMAGE, label: 'app.advert.banner.mobileImage', when: MOBILE },
  { source: 'bannerFile', widget: 'bannerSize', label: 'app.advert.banner.size', edits: ['type', 'removeImage'] },
];
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
  // .../promo/{promoId}/banner/{bannerId}: a banner's edit screen (002 §2), reached from the banner
  // page, which lists the banners. Its image replaced (png, jpg, jpeg, gif, at most 3 MB) or
  // removed, with the size warning; the link, and by its type the pages and text types, the
  // directions and diseases or the clinics; the marker and link named as the mobile version's for
  // it. PUT /api/admin/promo/banner/{id} with `bannerFile` and the `banner` JSON, If-Match;
  // 'Баннер успешно изменен', then back to the banner page.
  defineResource(bannerFields, {
    name: 'banners',
    path: BANNER_PAGE,
    listedBy: 'promoBanners',
    roles: ['ADMIN'],
    menu: false,
    offers: ['update'],
    list: { view: 'table', title: 'marker', columns: [], sort: { field: 'id', order: 'ASC' } },
    form: {
      mode: 'page',
      path: `${BANNER_PAGE}/banner/:id`,
      schemaFor: async () => (await import('../../schemas/banner')).bannerSchema,
      sections: [
        {
          fields: [
            ...BANNER_IMAGE,
            { source: 'marker', when: NOT_MOBILE },
            { source: 'marker', label: 'app.advert.banner.mobileMarker', when: MOBILE },
            { source: 'url', when: NOT_MOBILE },
            { source: 'url', label: 'app.advert.banner.mobileUrl', when: MOBILE },
            {
              source: 'pages',
              widget: 'checks',
              options: { choices: BANNER_PAGES, names: 'app.advert.pages' },
              when: ofType(...WITH_PLACEMENT),
            },
            {
              source: 'textType',
              widget: 'checks',
              label: 'app.advert.banner.textTypes',
              options: { choices: BANNER_TEXT_TYPES, names: 'app.advert.textTypes' },
              when: ofType(...WITH_PLACEMENT),
            },
            {
              source: 'categories',
              widget: 'targets',
              edits: ['diseases'],
              when: ofType(...BANNER_TYPES.filter((t) => t !== 'CLINIC_BASED')),
            },
            {
              source: 'clinics',
              widget: 'ids',
              reference: 'clinics',
              optionText: 'll10n.{LANG}.name',
              when: { source: 'type', equals: 'CLINIC_BASED' },
            },
          ],
        },
      ],
      // The save names the banner's type (its marker's rule and the server's check).
      sends: ['type'],
      exits: { edited: TO_BANNER_PAGE },
    },
    messages: {
      editTitle: 'app.advert.banner.editTitle',
      back: 'app.advert.promo.back',
      saved: 'app.advert.messages.changed',
      loadFailed: 'app.advert.messages.loadFailed',
    },
  }),
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
