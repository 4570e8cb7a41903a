// The video library (002 §2 "Video library": /admin/video, the REDACTOR's /redactor/video:
// docs/decisions.md "The REDACTOR role"): a declaration. The active videos newest first (name,
// created and updated), each row expanding into its form (form mode `expand`): title, URL,
// description, its directions and specialisations, interviews, catalogue entries, webinars,
// articles, doctors and clinics with their directions, Save and Delete. A video is added in a
// modal (title, URL, description) and opens expanded. The pickers (widgets/) take an exact name
// from their lists only (002 §5 "Video").
import { type AnyScreen, defineResource, type FieldSpec } from '../../common/resource';
import { CONTENT_STAFF } from '../../common/roles';
import { videoProperties } from '../../schemas/fields/video';

const own = (key: string) => `app.video.${key}`;
/** The wire's link lists, checked by the save's handler (server/services/videos/videoInput.ts). */
const links = { specialties: {}, diseases: {}, clinics: {}, doctors: {}, texts: {}, clinicCategories: {} } as const;
/** A picker of one kind of link. */
const picker = (source: string, choices: string, label?: string, options: object = {}): FieldSpec => ({
  source,
  widget: 'linkPicker',
  options: { choices, ...options },
  ...(label && { label }),
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
            picker('specialties', 'directions'),
            picker('diseases', 'diseases'),
            // One wire list, a picker per type (002 §2's order); its refusal under the first.
            picker('texts', 'texts', own('texts.INTERVIEW'), { type: 'INTERVIEW' }),
            picker('texts', 'texts', own('texts.CATALOGUE_AI'), { type: 'CATALOGUE_AI', errors: false }),
            picker('texts', 'texts', own('texts.WEBINAR'), { type: 'WEBINAR', errors: false }),
            picker('texts', 'texts', own('texts.ARTICLE'), { type: 'ARTICLE', errors: false }),
            picker('doctors', 'doctors'),
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
