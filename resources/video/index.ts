// The video library (002 §2 "Video library": /admin/video, the REDACTOR's /redactor/video:
// docs/decisions.md "The REDACTOR role"): a declaration. The active videos newest first (name,
// created and updated), each row expanding into its form (form mode `expand`): title, URL,
// description, its directions and specialisations, interviews, catalogue entries, webinars,
// articles, doctors and clinics with their directions, Save and Delete. A video is added in a
// modal (title, URL, description) and opens expanded. The pickers take an exact name from their
// lists only (002 §5 "Video"); the clinics' is a widget of its own (widgets/ClinicLinksWidget.tsx).
import { type AnyScreen, defineResource, type FieldSpec } from '../../common/resource';
import { CONTENT_STAFF } from '../../common/roles';
import { videoProperties } from '../../schemas/fields/video';

const own = (key: string) => `app.video.${key}`;
/** The wire's link lists, checked by the save's handler (server/services/videos/videoInput.ts). */
const links = { specialties: {}, diseases: {}, clinics: {}, doctors: {}, texts: {}, clinicCategories: {} } as const;
/** 10,000 doctors: the menu offers the first matches only. */
const OFFERED = 50;
/** A picker of one kind of link (002 §5 "Video": an exact name from its list, never twice), kept as
 * the array of ids the wire takes; its choices named in the UI language. */
const picker = (source: string, choices: Partial<FieldSpec>, label?: string, options: object = {}): FieldSpec => ({
  ...choices,
  source,
  widget: 'ids',
  hint: own('exactHint'),
  options: { asArray: true, exact: true, limit: OFFERED, add: own('add'), failed: own('optionsFailed'), ...choices.options, ...options },
  ...(label && { label }),
});
/** Directions and specialisations: the reference data (its whole read, shared by every screen). */
const reference = (side?: string): Partial<FieldSpec> => ({
  reference: 'categories',
  optionText: 'names.{LANG}',
  options: side ? { side } : { whole: true },
});
/** The portal's texts of one type (its list takes the type and the language in lower case); the
 * four text pickers share the one wire list `texts`, each showing and changing the ids of its type. */
const texts = (type: string): Partial<FieldSpec> => ({
  choicesFrom: { call: 'publicArticles', input: { t: type.toLowerCase(), locale: '{lang}', size: 500 }, items: 'articles' },
  options: { shared: true },
});

export const screens: AnyScreen[] = [
  defineResource({ type: 'object', properties: { ...videoProperties, ...links } } as const, {
    name: 'video',
    path: '/admin/video',
    roles: [...CONTENT_STAFF],
    paths: { REDACTOR: '/redactor/video' },
    // Served by the declared calls of calls.ts (server/routes/videos.ts).
    offers: ['create', 'update', 'delete'],
    list: {
      view: 'table',
      title: 'title',
      columns: [
        { source: 'created', display: 'datetime' },
        { source: 'updated', display: 'datetime' },
      ],
      // Newest first (002 §7 answers them by id).
      sort: { field: 'id', order: 'DESC' },
    },
    form: {
      mode: 'expand',
      schemaFor: async () => (await import('../../schemas/video')).videoSchema,
      sections: [
        { fields: [{ source: 'title' }, { source: 'url' }, { source: 'description', widget: 'textarea' }] },
        {
          on: 'edit',
          columns: 2,
          fields: [
            picker('specialties', reference()),
            picker('diseases', reference('specialties')),
            // One wire list, a picker per type (002 §2's order); its refusal under the first.
            picker('texts', texts('INTERVIEW'), own('texts.INTERVIEW')),
            picker('texts', texts('CATALOGUE_AI'), own('texts.CATALOGUE_AI'), { errors: false }),
            picker('texts', texts('WEBINAR'), own('texts.WEBINAR'), { errors: false }),
            picker('texts', texts('ARTICLE'), own('texts.ARTICLE'), { errors: false }),
            picker('doctors', {
              choicesFrom: { call: 'publicDoctors', input: { locale: '{LANG}', page: 0, size: 10_000 }, items: 'doctors' },
            }),
            { source: 'clinics', widget: 'clinicLinks', edits: ['clinicCategories'] },
          ],
        },
      ],
    },
    messages: {
      add: own('addButton'),
      createTitle: own('addTitle'),
      create: 'app.form.add',
      created: own('added'),
      // 002 §8: a failed add is a toast titled 'Ошибка'.
      createFailed: own('addFailed'),
      failedTitle: own('errorTitle'),
      saved: own('saved'),
      empty: own('empty'),
      expand: own('expand'),
      collapse: own('collapse'),
    },
  }),
];
