// Authors (002 §2 "Authors": /admin/authors lists them, /admin/authors/{id} edits one; 0 = a new
// one, ?doctor=1 for a doctor), for the content staff, the REDACTOR's under /redactor/
// (docs/decisions.md "The REDACTOR role"). A declaration: the doctors and the editors as two
// groups of one list read once, each with its add button; the record page with the photo (a
// file part of the save, required on create) and a doctor's specialty and experience. The rules
// are the server's schemas: an editor's, a new doctor's, an edited doctor's. The spec's own
// messages for an empty list, a failed load or delete, and the way back.
import { AUTHOR_PHOTO_RULES } from '../../common/fileRules';
import { defineResource } from '../../common/resource';
import { CONTENT_STAFF } from '../../common/roles';
import { authorDoctorProperties } from '../../schemas/fields/author';
import { SOCIAL_NETWORKS } from './authorRecords';

/** The rules of an author: an editor's, a new doctor's or an edited doctor's (loaded with the page). */
async function authorRules(values: Readonly<Record<string, unknown>>, isNew: boolean): Promise<object> {
  if (!values.isDoctor) return (await import('../../schemas/author')).authorSchema;
  return isNew
    ? (await import('../../schemas/authorDoctorNew')).authorDoctorNewSchema
    : (await import('../../schemas/authorDoctor')).authorDoctorSchema;
}

const doctorsOnly = { source: 'isDoctor', equals: true } as const;

export const screens = [
  defineResource({ type: 'object', properties: authorDoctorProperties } as const, {
    name: 'authors',
    path: '/admin/authors',
    roles: [...CONTENT_STAFF],
    paths: { REDACTOR: '/redactor/authors' },
    // Served by the declared calls of calls.ts (server/routes/authors.ts).
    offers: ['create', 'update', 'delete'],
    list: {
      view: 'table',
      title: ['lastName', 'firstName', 'patronymicName'],
      columns: [{ source: 'thumb', display: 'image' }, { source: 'position' }],
      sort: { field: 'lastName', order: 'ASC' },
      groups: [
        {
          title: 'app.authors.doctors',
          add: 'app.authors.addDoctor',
          newTitle: 'app.authors.newDoctor',
          filter: { isDoctor: true },
          query: { doctor: '1' },
        },
        { title: 'app.authors.editors', add: 'app.authors.addEditor', newTitle: 'app.authors.newEditor', filter: { isDoctor: false } },
      ],
    },
    form: {
      mode: 'page',
      schemaFor: authorRules,
      sections: [
        {
          fields: [
            {
              source: 'photo',
              widget: 'image',
              requiredOnCreate: 'server.authors.photoRequired',
              options: {
                files: AUTHOR_PHOTO_RULES,
                choose: 'app.authors.choosePhoto',
                rules: 'app.authors.photoRules',
              },
            },
            { source: 'lastName' },
            { source: 'firstName' },
            { source: 'patronymicName' },
            { source: 'personDescription', widget: 'textarea' },
            { source: 'description', widget: 'textarea', when: doctorsOnly },
            { source: 'seniority', when: doctorsOnly },
            { source: 'position' },
            { source: 'degree' },
            { source: 'clinic' },
            { source: 'link' },
          ],
        },
        { title: 'app.authors.social', fields: SOCIAL_NETWORKS.map((network) => ({ source: `socialNetworks.${network}` })) },
      ],
    },
    messages: {
      empty: 'app.authors.empty',
      loadFailed: 'app.authors.loadFailed',
      deleteFailed: 'app.authors.deleteFailed',
      saved: 'app.authors.saved',
      back: 'app.authors.back',
      edit: 'app.authors.edit',
      remove: 'app.authors.remove',
    },
  }),
];
