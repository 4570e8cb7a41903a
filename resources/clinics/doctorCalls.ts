// The clinic doctors step's calls (001 §2 "Doctors", §4, §7 "Doctors"; docs/api.md "Doctors"),
// ADMIN only: the clinic's doctors, the edit modal's sections (base, specialties, description) with
// their completion marks and approval, the per-language visibility, the preview link, and the
// avatar's calls. Saves go to the doctor's local layer, form bodies, field errors under `error`.
// Served by server/routes/doctors.ts and doctorAvatar.ts; the doctors step
// (src/pages/clinicProfile/doctors) and the review pickers read the list as react-admin's getList
// of `clinicDoctors` (filter: the clinic's hash) and make the other calls through the data provider.
// Read by both sides: imports only common/ and schemas/.
import { defineCalls } from '../../common/calls';
import { previewLinkAnswer } from '../../schemas/answers/clinics';
import * as answers from '../../schemas/answers/doctors';
import { doctorAvatarAltSchema } from '../../schemas/doctorAvatarAlt';
import { doctorBaseSchema } from '../../schemas/doctorBase';
import { doctorDescriptionSchema } from '../../schemas/doctorDescription';
import { flag, hash, hashBody, hashParams, hashQuery, id, lang, localsQuery } from '../../schemas/requests/common';

const doctorHashParams = { type: 'object', required: ['doctorHash'], properties: { doctorHash: hash } } as const;
const toggleBody = {
  type: 'object',
  required: ['locals', 'visible', 'doctorid'],
  properties: { locals: lang, visible: flag, doctorid: id },
} as const;
/** Doctor sections (001 §4): 1 base, 2 specialties, 3 description; ALL approves both languages. */
const approveBody = {
  type: 'object',
  required: ['locals', 'menu'],
  properties: { locals: { enum: ['RU', 'EN', 'ALL', 'ru', 'en', 'all'] }, menu: { enum: [1, 2, 3, '1', '2', '3'] } },
} as const;

const DOCTORS = { area: 'Doctors', access: ['ADMIN'], encoding: 'form', errorsAt: 'error' } as const;
/** The doctors list's set serves react-admin's getList of the clinic's doctors; the avatar's set none. */
const DOCTOR_LIST = { ...DOCTORS, resource: 'clinicDoctors' } as const;

const SAVE_RULES = 'Writes the doctor’s local layer and marks the section saved in that language; answers the doctor’s marks.';

export const doctorCalls = defineCalls(DOCTOR_LIST, {
  listClinicDoctors: {
    method: 'GET',
    path: '/api/admin/doctors/:hash',
    description:
      'The clinic’s doctors (both layers’ list texts, avatars and marks) and the links that say which are hired, in the clinic’s order.',
    params: hashParams,
    answer: answers.doctorsAnswer,
    // The hire links reach the step as meta.sides.clinicDoctors.
    paging: { items: 'doctors', sides: ['clinicDoctors'] },
    resource: 'getList',
  },
  getDoctorAux: {
    method: 'GET',
    path: '/api/admin/doctors/aux/:doctorHash',
    description: 'The doctor’s section marks (cd, rd) in one language.',
    params: doctorHashParams,
    query: localsQuery,
    answer: answers.doctorAuxAnswer,
  },
  toggleClinicDoctor: {
    method: 'POST',
    path: '/api/admin/toggleclinicdoctor',
    description: 'Shows or hides the doctor in one language (its local layer); answers its visibility in both.',
    body: toggleBody,
    answer: answers.doctorVisibleAnswer,
  },
  getDoctorPreviewLink: {
    method: 'GET',
    path: '/api/admin/getdoctorpreviewhash/:hash',
    description: 'A link to the doctor’s RU profile as the portal would show it, valid for 10 minutes.',
    params: hashParams,
    answer: previewLinkAnswer,
  },
  getDoctorBase: {
    method: 'GET',
    path: '/api/admin/doctor/base/:hash',
    description: 'The base section in one language (the local layer over the catalogue’s), the doctor’s header and marks.',
    params: hashParams,
    query: localsQuery,
    answer: answers.doctorBaseAnswer,
  },
  saveDoctorBase: {
    method: 'POST',
    path: '/api/admin/doctor/base/:hash',
    description: `The base section in one language (a blank slug is made from the name). ${SAVE_RULES}`,
    params: hashParams,
    body: doctorBaseSchema,
    answer: answers.doctorSavedAnswer,
    version: true,
  },
  getDoctorDescription: {
    method: 'GET',
    path: '/api/admin/doctor/description/:hash',
    description: 'The description section in one language, the doctor’s header and marks.',
    params: hashParams,
    query: localsQuery,
    answer: answers.doctorDescriptionAnswer,
  },
  saveDoctorDescription: {
    method: 'POST',
    path: '/api/admin/doctor/description/:hash',
    description: `The description section in one language (sanitised rich text). ${SAVE_RULES}`,
    params: hashParams,
    body: doctorDescriptionSchema,
    answer: answers.doctorSavedAnswer,
    version: true,
  },
  listDoctorSpecialties: {
    method: 'GET',
    path: '/api/admin/doctorselectedspecialties',
    description: 'The doctor’s specialties from the catalogue, by Russian name; read-only.',
    query: hashQuery,
    answer: answers.doctorSpecialtiesAnswer,
  },
  approveDoctor: {
    method: 'POST',
    path: '/api/admin/dapprove/:hash',
    description: 'Marks a section (menu 1 base, 2 specialties, 3 description) reviewed in one language or both (ALL).',
    params: hashParams,
    body: approveBody,
    answer: answers.doctorSavedAnswer,
  },
});

export const doctorAvatarCalls = defineCalls(DOCTORS, {
  uploadDoctorAvatar: {
    method: 'POST',
    path: '/api/admin/doctoravatar/upload/:hash',
    description:
      'One image (jpg, png, gif or webp by content; the browser sends its square crop), re-encoded within 640x640 with an 88x88 thumbnail as the doctor’s own avatar; the replaced one’s files are removed.',
    params: hashParams,
    encoding: 'multipart',
    answer: answers.doctorAvatarAnswer,
  },
  deleteDoctorAvatar: {
    method: 'POST',
    path: '/api/admin/doctoravatar/delete',
    description: 'Forgets the doctor’s own avatar; the catalogue’s stays.',
    body: hashBody,
    encoding: 'json',
    answer: answers.doctorAvatarAnswer,
  },
  saveDoctorAvatarAlt: {
    method: 'POST',
    path: '/api/admin/doctorimage/alt',
    description: 'The avatar’s alt texts in both languages (markup dropped, at most 256 characters each).',
    body: doctorAvatarAltSchema,
    answer: answers.doctorAvatarAnswer,
  },
  copyDoctorAvatar: {
    method: 'POST',
    path: '/api/admin/transferdoclogo/:hash',
    description: 'Copies the catalogue’s avatar as the doctor’s own under a new name: 409 when it has one, 404 without a catalogue one.',
    params: hashParams,
    answer: answers.doctorAvatarAnswer,
  },
});
