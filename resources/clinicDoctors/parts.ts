// The clinic profile's doctors step (001 §2 "Doctors", §4, §7 "Doctors", section 9), hosted by the
// profile's wizard: the clinic's doctors from the catalogue (resources/clinics/doctorCalls.ts) as a
// table in the edit language, with their review states, whether the clinic employs them and their
// visibility per language, each opening its edit modal: the Base (with the photo), Specialties
// (read-only, from the catalogue) and Description sections, each read and saved in the edit
// language by its own calls and reviewed per language. The photo is the engine's image widget
// saved by its own calls (upload through the square crop, delete), beside the catalogue's, with
// the section's actions: copy the catalogue's, and its caption in both languages.
import type { RecordAction } from '../../common/recordPage';
import { type AnyScreen, defineResource, type FieldSpec } from '../../common/resource';
import { languages } from '../../schemas/enums/languages';

const column = (source: string, display: string, options?: Readonly<Record<string, unknown>>) => ({
  source,
  display,
  options,
  label: `app.doctors.columns.${source}`,
});

/** The doctor's own name in the edit language, else the catalogue's, else another language's. */
const NAME = 'll10n.{LANG}.name|l10n.{LANG}.name|ll10n.RU.name|l10n.RU.name|ll10n.EN.name|l10n.EN.name|id';

/** The list row's photos (its own over the catalogue's, 001 §2), each saved at once by its own
 * call, never a field of the section's save; 001 §9: square, at most 640x640. */
const PHOTOS: FieldSpec[] = [
  {
    source: 'avatar',
    label: 'app.doctors.avatar.own',
    widget: 'image',
    options: {
      upload: 'uploadDoctorAvatar',
      src: '/images/doctor/{lavatarHash}.{lavatarFileType}',
      remove: {
        call: 'deleteDoctorAvatar',
        label: 'app.doctors.avatar.delete',
        title: 'app.doctors.avatar.deleteTitle',
        text: 'app.doctors.avatar.deleteText',
      },
      crop: { aspectRatio: 1, max: { width: 640, height: 640 } },
      choose: 'app.doctors.avatar.upload',
      replace: 'app.doctors.avatar.replace',
      rules: 'app.doctors.avatar.rules',
      cropTitle: 'app.doctors.avatar.cropTitle',
    },
  },
  {
    source: 'catalogueAvatar',
    label: 'app.doctors.avatar.catalogue',
    widget: 'image',
    disabled: true,
    options: { src: '/images/doctor/{avatarHash}.{avatarFileType}', alt: 'app.doctors.avatar.catalogue' },
  },
];
/** The photo's calls beside its widget: the catalogue's copied while there is none of its own (the
 * original's "<<", in words, issue 26 point 3), and its caption in both languages (the shown texts,
 * the staff's over the catalogue's). */
const PHOTO_ACTIONS: RecordAction[] = [
  {
    call: 'copyDoctorAvatar',
    label: 'app.doctors.avatar.copy',
    done: 'form.success',
    shown: { equals: { lavatarHash: null }, differs: { avatarHash: null } },
  },
  {
    call: 'saveDoctorAvatarAlt',
    label: 'app.doctors.avatar.alt',
    done: 'form.success',
    form: {
      title: 'app.doctors.avatar.altTitle',
      fields: [
        { source: 'RU', from: 'll10n.RU.alt|l10n.RU.alt', label: 'app.doctors.avatar.altRU' },
        { source: 'EN', from: 'll10n.EN.alt|l10n.EN.alt', label: 'app.doctors.avatar.altEN' },
      ],
    },
  },
];

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
        // The review marks of the edit modal's sections (001 §4: the list's completeEdit).
        column('completeEdit', 'marks', {
          sections: { base: 1, specialties: 2, description: 3 },
          names: 'app.doctors.sections',
          states: 'app.doctors.states',
          label: 'app.doctors.stateOf',
        }),
        // Whether the clinic employs the doctor: the catalogue's link (the answer's side list), shown only.
        column('hired', 'flag', { name: 'app.doctors.hired', named: NAME }),
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
      joins: { hired: { side: 'clinicDoctors', key: 'doctorId', field: 'published', otherwise: false } },
      dense: true,
      // The clinic's order, as the call answers it.
      sort: { field: '', order: 'ASC' },
    },
    form: { mode: 'modal', sections: [] },
    page: {
      id: 'hash',
      // Its versions can be compared and restored (issue 27 point 5).
      history: 'doctors',
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
          actions: PHOTO_ACTIONS,
          fields: [
            ...PHOTOS,
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
          // The doctor's specialties from the catalogue (GET doctorselectedspecialties), read-only,
          // named in the edit language.
          fields: [
            {
              source: 'specialties',
              widget: 'listed',
              options: {
                call: 'listDoctorSpecialties',
                input: { hash: 'hash' },
                items: 'specialties',
                text: 'name.{LANG}',
                empty: 'app.doctors.noSpecialties',
              },
            },
          ],
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
