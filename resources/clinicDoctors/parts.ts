// The clinic profile's doctors step (001 §2 "Doctors", §4, §7 "Doctors", section 9), hosted by the
// profile's wizard: the clinic's doctors from the catalogue (resources/clinics/doctorCalls.ts) as a
// table in the edit language, with their review states, whether the clinic employs them and their
// visibility per language, each opening its edit modal: the Base (with the photo), Specialties
// (read-only, from the catalogue) and Description sections, each read and saved in the edit
// language by its own calls and reviewed per language.
import { type AnyScreen, defineResource } from '../../common/resource';
import { languages } from '../../schemas/enums/languages';

const column = (source: string, display: string, options?: Readonly<Record<string, unknown>>) => ({
  source,
  display,
  options,
  label: `app.doctors.columns.${source}`,
});

/** The doctor's own name in the edit language, else the catalogue's, else another language's. */
const NAME = 'll10n.{LANG}.name|l10n.{LANG}.name|ll10n.RU.name|l10n.RU.name|ll10n.EN.name|l10n.EN.name|id';

export const screens: AnyScreen[] = [
  defineResource({ type: 'object', properties: {} } as const, {
    name: 'clinicDoctors',
    path: '/admin/clinics/profile/:hash/clinicdoctors',
    roles: ['ADMIN'],
    hostedBy: 'clinicProfile',
    list: {
      view: 'table',
      title: NAME,
      // Its own photo, else the catalogue's.
      leading: [
        column('avatar', 'image', {
          src: '/images/doctor/thumb/{lavatarHash}.{lavatarFileType}|/images/doctor/thumb/{avatarHash}.{avatarFileType}',
          alt: 'app.doctors.avatar.photoOf',
          named: NAME,
          size: 44,
        }),
      ],
      columns: [
        // The specialty over the short description, in one column: the row fits 1280x720.
        column('about', 'lines', {
          lines: [
            { source: 'll10n.{LANG}.specialty|l10n.{LANG}.specialty', options: { maxWidth: 220 } },
            { source: 'll10n.{LANG}.shortDescription|l10n.{LANG}.shortDescription', options: { maxWidth: 220, clamp: 3 } },
          ],
        }),
        column('sync', 'doctorSync'),
        column('hired', 'doctorHired'),
        // Each change is said, and the list read again: the answer says what the portal shows now.
        column('visible', 'langToggles', {
          call: 'toggleClinicDoctor',
          input: { doctorid: 'id' },
          flag: 'll10n.{LANG}.visible|l10n.{LANG}.visible',
          name: 'app.doctors.visible',
          named: NAME,
          reloads: ['clinicDoctors'],
          answer: 'visible.{LANG}',
          failed: 'app.doctors.failed',
          said: 'form.success',
        }),
      ],
      dense: true,
      // The clinic's order, as the call answers it.
      sort: { field: '', order: 'ASC' },
    },
    form: { mode: 'modal', sections: [] },
    page: {
      id: 'hash',
      modal: {
        title: 'app.doctors.dialogTitle',
        lang: 'locals',
        tabs: 'app.doctors.sectionsLabel',
        approval: {
          call: 'approveDoctor',
          param: 'menu',
          marks: 'completeEdit',
          states: 'app.doctors.states',
          // The wizard's words: the button says what it will do (issue 26 point 3).
          label: 'app.profile.review',
          again: 'app.profile.reviewedAgain',
          done: 'app.profile.approved',
        },
        // While the RU version is visible (the staff's layer over the catalogue's).
        preview: {
          label: 'app.doctors.preview',
          call: 'getDoctorPreviewLink',
          key: 'hash',
          shown: [{ equals: { 'll10n.RU.visible': true } }, { equals: { 'll10n.RU': null, 'l10n.RU.visible': true } }],
        },
      },
      sections: [
        {
          name: 'base',
          title: 'app.doctors.sections.base',
          approve: 1,
          load: { call: 'getDoctorBase', at: 'base' },
          save: { call: 'saveDoctorBase' },
          fields: [
            // Saved at once by its own calls (upload with the square crop, copy, delete, caption).
            { source: 'avatar', widget: 'doctorAvatar' },
            { source: 'name' },
            { source: 'slug' },
            { source: 'specialty' },
            { source: 'medicalDegree' },
            { source: 'shortDescription', widget: 'textarea' },
            { source: 'experience' },
            { source: 'languages', widget: 'multiselect', choices: (lang) => languages.map((l) => ({ id: l.code, name: l[lang] })) },
            { source: 'seoDescription', widget: 'textarea' },
            { source: 'keywords' },
          ],
        },
        {
          name: 'specialties',
          title: 'app.doctors.sections.specialties',
          approve: 2,
          hint: 'app.doctors.specialtiesHint',
          fields: [{ source: 'specialties', widget: 'doctorSpecialties' }],
        },
        {
          name: 'description',
          title: 'app.doctors.sections.description',
          approve: 3,
          load: { call: 'getDoctorDescription', at: 'description' },
          save: { call: 'saveDoctorDescription' },
          fields: [{ source: 'description', widget: 'richtext' }],
        },
      ],
    },
    messages: { empty: 'app.doctors.empty', loadFailed: 'app.doctors.loadFailed', editButton: 'app.doctors.edit' },
  }),
];
