// The clinic profile's form steps (000 §3 "Clinic base form", "Clinic additional form", §5, §7;
// 001 §2, §3 "Offer", "Promotion"), each a form-only declaration shown by the profile's wizard
// (`hostedBy`, src/pages/clinicProfile/profileSteps.ts): its values read in the wizard's edit
// language and saved with their version by the declared calls of resources/clinics/profileCalls.ts,
// whose body schemas are the rules (schemas/clinic*.ts); the OMS procedures, shown only; and the
// logo, whose pictures save themselves (the `image` widget's calls, resources/clinics/mediaCalls.ts). One folder for them:
// they are one kind of step, each a few lines. Labels: `resources.<name>.fields.<field>`.
import type { Lang } from '../../common/lang';
import { type AnyScreen, defineForm, type FormSection, type RecordCalls, type ScreenMessages } from '../../common/resource';
import { accreditations } from '../../schemas/enums/accreditations';
import { priceSegments, responseRates } from '../../schemas/enums/offerChoices';
import { regions } from '../../schemas/enums/regions';

/** A step of the profile at `/admin/clinics/profile/:hash/<step>`, its clinic by the hash. */
const step = (name: string, path: string, calls: RecordCalls, sections: FormSection[], messages?: ScreenMessages) =>
  defineForm({
    name,
    path: `/admin/clinics/profile/:hash/${path}`,
    roles: ['ADMIN'],
    list: {},
    hostedBy: 'clinicProfile',
    form: { mode: 'page', calls, sections },
    messages,
  });

/** Cities as the base step's answer names them (`name.RU`, `name.EN`), by name. */
const cities = { answer: 'cities', optionText: 'name.{LANG}', byName: true } as const;
const named =
  <Item extends Record<Lang, string>>(items: readonly Item[], id: (item: Item) => string | number) =>
  (lang: Lang) =>
    items.map((item) => ({ id: id(item), name: item[lang] }));

export const screens: AnyScreen[] = [
  // Names, place and contacts in the edit language; the rest for all languages. The cities and
  // spoken languages come with the answer, the time zones from their call (shown, not edited).
  step('clinicBase', 'base', { load: 'clinicBase', key: 'base', with: ['videoLinks'], save: 'saveClinicBase' }, [
    { title: 'app.profile.base.names', fields: [{ source: 'name' }, { source: 'shortName' }, { source: 'slug' }] },
    {
      title: 'app.profile.base.place',
      fields: [
        { source: 'region', widget: 'select', choices: named(regions, (region) => region.code), placeholder: 'regions.placeholder' },
        { source: 'citySelect', widget: 'select', choicesFrom: cities },
        { source: 'city' },
        { source: 'cityIdList', widget: 'multiselect', choicesFrom: cities },
        { source: 'address' },
        { source: 'latitude' },
        { source: 'longitude' },
        { source: 'timeZone', widget: 'select', choicesFrom: { call: 'timeZones', input: { country: 'RUSSIA' } }, disabled: true },
      ],
    },
    { title: 'app.profile.base.contacts', fields: [{ source: 'phone' }, { source: 'email' }, { source: 'website' }] },
    {
      title: 'app.profile.base.more',
      fields: [
        { source: 'rating' },
        { source: 'languages', widget: 'multiselect', choicesFrom: { answer: 'langs' } },
        { source: 'videoLinks', widget: 'videoLinks' },
      ],
    },
  ]),
  // Accreditations (codes for all languages, the text per language), the way from the airport,
  // placement, the description and the SEO texts.
  step('clinicAdditional', 'additional', { load: 'clinicAdditional', key: 'additional', save: 'saveClinicAdditional' }, [
    {
      title: 'app.profile.additional.accreditation',
      fields: [
        { source: 'accrList', widget: 'multiselect', choices: named(accreditations, (accreditation) => accreditation.code) },
        { source: 'accreditation', widget: 'textarea' },
      ],
    },
    {
      title: 'app.profile.additional.arrival',
      fields: [{ source: 'airportAddress' }, { source: 'airportWay', widget: 'textarea' }, { source: 'placement', widget: 'textarea' }],
    },
    { title: 'app.profile.additional.about', fields: [{ source: 'description', widget: 'richtext' }] },
    { title: 'app.profile.additional.seo', fields: [{ source: 'seoDescription', widget: 'textarea' }, { source: 'keywords' }] },
  ]),
  // How fast the clinic answers, its price segment and the recommended flag (the clinic's), then
  // the offer and the advantages of the edit language.
  step('clinicOffer', 'offer', { load: 'clinicOffer', key: 'offer', save: 'saveClinicOffer' }, [
    {
      title: 'app.profile.offer.terms',
      fields: [
        { source: 'responseRate', choices: named(responseRates, (rate) => rate.hours) },
        {
          source: 'priceSegment',
          widget: 'select',
          placeholder: 'app.profile.offer.noSegment',
          choices: named(priceSegments, (segment) => segment.code),
        },
        { source: 'recommended', widget: 'checkbox' },
      ],
    },
    {
      title: 'app.profile.offer.texts',
      fields: [
        { source: 'clinicOffer', widget: 'richtext' },
        { source: 'clinicAdv', widget: 'richtext' },
      ],
    },
  ]),
  // The special offer, one rich text of the edit language.
  step('clinicPromotions', 'promotions', { load: 'clinicPromotions', key: 'promotions', save: 'saveClinicPromotions' }, [
    { fields: [{ source: 'specialOffer', widget: 'richtext' }] },
  ]),
  // The clinic's active state-insurance (OMS) procedures (001 §2 "OMS", section 17), code and name,
  // with their count: shown only, the catalogue synchronisation fills them.
  step(
    'clinicOms',
    'oms',
    { load: 'clinicOms' },
    [
      {
        fields: [
          {
            source: 'oms',
            label: 'app.profile.oms.table',
            widget: 'table',
            options: {
              columns: [
                { source: 'code', label: 'app.profile.oms.code', nowrap: true },
                { source: 'name', label: 'app.profile.oms.name' },
              ],
              count: 'app.profile.oms.count',
              total: 'count',
              empty: 'app.profile.oms.empty',
            },
          },
        ],
      },
    ],
    { loadFailed: 'app.profile.oms.failed' },
  ),
  // The clinic's own logo (001 §2 "Logo", §9: cropped, the proportions chosen, at most 1280x1280;
  // uploaded at once, deleted after a confirmation) beside the catalogue's, each call answering
  // both; "Copy the catalogue logo" (the original's "<<", in words: issue 26 point 3) while the
  // clinic has none of its own and the catalogue has one.
  step(
    'clinicLogo',
    'logo',
    {
      load: 'clinicLogo',
      actions: [
        {
          call: 'transferClinicLogo',
          label: 'app.media.logo.copy',
          done: 'form.success',
          shown: { equals: { lLogo: null }, differs: { mLogo: null } },
        },
      ],
    },
    [
      {
        columns: 2,
        fields: [
          {
            source: 'lLogo.url',
            label: 'app.media.logo.own',
            widget: 'image',
            options: {
              upload: 'uploadClinicLogo',
              remove: {
                call: 'deleteClinicLogo',
                label: 'app.media.logo.delete',
                title: 'app.media.logo.deleteTitle',
                text: 'app.media.logo.deleteText',
              },
              crop: { max: { width: 1280, height: 1280 } },
              whole: true,
              alt: 'app.media.logo.alt',
              none: 'app.media.logo.none',
              choose: 'app.media.logo.upload',
              replace: 'app.media.logo.replace',
              rules: 'app.media.logo.rules',
              cropTitle: 'app.media.crop.title',
            },
          },
          {
            source: 'mLogo.url',
            label: 'app.media.logo.catalogue',
            widget: 'image',
            disabled: true,
            options: { whole: true, alt: 'app.media.logo.catalogue', none: 'app.media.logo.noCatalogue' },
          },
        ],
      },
    ],
    { loadFailed: 'app.media.logo.loadFailed' },
  ),
];
