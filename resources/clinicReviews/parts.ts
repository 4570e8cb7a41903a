// The clinic profile's patient reviews step (001 §2 "Patient reviews", §3 "Review", §5, §7;
// section 7), hosted by the profile's wizard: the clinic's reviews of patients, filtered by language
// and source (RU and written here until the user picks others), each row its author, its text and
// its box on the site, its edit (or view) and delete (resources/clinicReviews/cells: the author and
// the text), added and edited in the modal (If-Match), an imported one (origId) shown read-only, not
// deleted, but shown or hidden like any; selected ones are shown or hidden at once (issue 27 point
// 3). The calls are the clinics folder's (resources/clinics/reviewCalls.ts: getList and the save by
// react-admin, the row's changes by name).
import { countryChoices } from '../../common/countryNames';
import type { FieldSpec } from '../../common/resource';
import { type AnyScreen, bulkSpecs, defineResource } from '../../common/resource';

/** The form's fields, each labelled by the step's own wording. */
const field = (source: string, more: Omit<FieldSpec, 'source'> = {}): FieldSpec => ({
  source,
  label: `app.reviews.form.${source}`,
  ...more,
});
/** What a review's pickers offer (001 §2), as one types, named in the edit language: the active
 * catalogue's categories and their specialties (by category), as the specialties step reads them,
 * and the clinic's doctors, as the doctors step lists them (the staff's name over the catalogue's).
 * The list's text cell names the picked ones by the same choices. */
const ACTIVE = { call: 'activeSpecialties', optionText: 'name.{LANG}' };
export const PICKS = {
  categories: field('categories', { widget: 'ids', choicesFrom: ACTIVE, options: { search: true, offBy: 'allCategories' } }),
  specialties: field('specialties', {
    widget: 'ids',
    choicesFrom: ACTIVE,
    options: { search: true, offBy: 'allCategories', within: 'specialtySet' },
  }),
  doctors: field('doctors', {
    widget: 'ids',
    reference: 'clinicDoctors',
    optionText: 'll10n.{LANG}.name|l10n.{LANG}.name',
    options: { search: true, routed: true },
  }),
};

/** What the form edits and sends (schemas/review.ts holds the rules, loaded with the form). */
const FIELDS = [
  ...['ispatient', 'isnew', 'reviewId', 'name', 'locals', 'publishedDT', 'curedDT', 'youtube', 'review'],
  ...['allCategories', 'categories', 'specialties', 'doctors', 'country', 'rating'],
] as const;
const schema = { type: 'object', properties: Object.fromEntries(FIELDS.map((name) => [name, {}])) } as const;

/** Today as YYYY-MM-DD in the user's zone: a new review's publication date. */
const today = () => {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
};

export const screens: AnyScreen[] = [
  defineResource(schema, {
    name: 'clinicReviews',
    path: '/admin/clinics/profile/:hash/patientreviews',
    roles: ['ADMIN'],
    hostedBy: 'clinicProfile',
    offers: ['create', 'update', 'delete'],
    list: {
      view: 'table',
      title: 'name',
      titleDisplay: 'reviewAuthor',
      columns: [{ source: 'review', display: 'reviewText', label: 'app.reviews.columns.review' }],
      // Shown or hidden at once, an imported review too.
      toggles: [{ source: 'visible', call: 'toggleReview', id: 'reviewId', withRoute: true, boolean: true, name: 'app.reviews.visibleOf' }],
      // Only a review written here is deleted (deleteReview: the clinic's hash and its id).
      removable: { equals: { origId: null } },
      deleteCall: 'deleteReview',
      dense: true,
      // As the call answers them: newest publication first.
      sort: { field: '', order: 'ASC' },
      filters: [
        {
          source: 'locals',
          widget: 'buttons',
          label: 'app.reviews.filters.lang',
          choices: { values: ['RU', 'EN'], label: 'app.reviews.filters.value' },
          options: { all: 'app.reviews.filters.ALL' },
        },
        {
          source: 'source',
          widget: 'buttons',
          label: 'app.reviews.filters.source',
          choices: { values: ['MM', 'LG'], label: 'app.reviews.filters.value' },
          options: { all: 'app.reviews.filters.ALL', hints: 'app.reviews.filters.sourceHint' },
        },
      ],
      // 001 §2: language RU and source LG until the user picks others.
      filterDefaults: { locals: 'RU', source: 'LG' },
      // Selected reviews shown or hidden at once, imported ones too, as each row's box does.
      bulk: bulkSpecs('clinicReviews', ['show', 'hide']),
    },
    form: {
      mode: 'modal',
      wide: true,
      schemaFor: async () => (await import('../../schemas/review')).reviewSchema,
      readOnlyWhen: { differs: { origId: null } },
      // The server records a review's changes as `reviews` (server/services/history/entities.ts).
      historyEntity: 'reviews',
      defaults: {
        ispatient: 'true',
        isnew: 'true',
        reviewId: 0,
        locals: '{LANG}',
        get publishedDT() {
          return today();
        },
        ...{ name: '', curedDT: '', youtube: '', review: '', country: '', rating: '' },
        ...{ allCategories: false, categories: '', specialties: '', doctors: '' },
      },
      sections: [
        { columns: 2, fields: [field('name'), field('country', { widget: 'autocomplete', choices: countryChoices })] },
        {
          columns: 3,
          fields: [
            field('locals', { widget: 'select', choices: () => ['RU', 'EN'].map((id) => ({ id, name: id })) }),
            field('publishedDT', { widget: 'date' }),
            field('curedDT', { widget: 'date' }),
          ],
        },
        {
          fields: [
            field('rating', { widget: 'rating' }),
            field('youtube', { widget: 'text', hint: 'app.reviews.form.youtubeHint' }),
            field('allCategories', { widget: 'checkbox' }),
            PICKS.categories,
            PICKS.specialties,
            PICKS.doctors,
            field('review', { widget: 'richtext', hint: 'app.reviews.form.reviewHint' }),
          ],
        },
      ],
    },
    messages: {
      add: 'app.reviews.add',
      createTitle: 'app.reviews.form.addTitle',
      edit: 'app.reviews.form.editTitle',
      view: 'app.reviews.form.viewTitle',
      readOnly: 'app.reviews.form.importedNote',
      close: 'app.reviews.form.close',
      invalid: 'app.reviews.invalid',
      empty: 'app.reviews.empty',
      loadFailed: 'app.reviews.loadFailed',
      editButton: 'app.reviews.edit',
      viewButton: 'app.reviews.view',
      remove: 'app.reviews.delete',
      removeTitle: 'app.reviews.deleteTitle',
      removeText: 'app.reviews.deleteText',
    },
  }),
];
