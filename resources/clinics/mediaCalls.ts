// The clinic profile's media steps (001 §2 "Pictures", "Logo", §7; docs/api.md "Pictures"), ADMIN
// only. Pictures (server/routes/pictures.ts): a clinic's gallery, and the upload, delete, main
// image, visibility and alt texts of a clinic's, a doctor's (doctorHash) or an agent's (agentHash)
// pictures; each change answers the owner's gallery. The logo (server/routes/logo.ts): the clinic's
// own logo beside the catalogue's, its upload, delete and the copy of the catalogue's; each call
// answers both. Refused fields are under `error`; an unknown clinic or picture is 404. The pictures
// step reads the gallery as react-admin's getList of `clinicPictures` (filter: the clinic's hash).
import { defineCalls } from '../../common/calls';
import * as answers from '../../schemas/answers/pictures';
import { pictureAltSchema } from '../../schemas/pictureAlt';
import { hashBody, hashParams } from '../../schemas/requests/common';
import { pictureIdBody, toggleImageBody, uploadFields } from '../../schemas/requests/pictures';

const UPLOAD = 'One image (jpg, png, gif or webp by content; the browser sends its crop), re-encoded';

export const pictureCalls = defineCalls(
  { area: 'Pictures', resource: 'clinicPictures', access: ['ADMIN'], encoding: 'form', errorsAt: 'error' },
  {
    clinicPictures: {
      method: 'GET',
      path: '/api/admin/pictures/:hash',
      description: 'The clinic’s pictures not deleted, the main one first, then by position.',
      params: hashParams,
      answer: answers.imagesAnswer,
      paging: { items: 'images' },
      resource: 'getList',
    },
    uploadPicture: {
      method: 'POST',
      path: '/api/admin/image/upload',
      description: `${UPLOAD}, as a picture of the owner the fields name; the owner’s first picture becomes its main one.`,
      encoding: 'multipart',
      fields: uploadFields,
      answer: answers.uploadedImageAnswer,
    },
    deletePicture: {
      method: 'POST',
      path: '/api/admin/image/delete',
      description: 'Deletes one of the owner’s pictures (a catalogue picture is marked deleted, so a sync keeps it so).',
      body: pictureIdBody,
      answer: answers.imagesAnswer,
    },
    setMainPicture: {
      method: 'POST',
      path: '/api/admin/image/main',
      description: 'Makes one of the owner’s pictures its only main one.',
      body: pictureIdBody,
      answer: answers.imagesAnswer,
    },
    togglePicture: {
      method: 'POST',
      path: '/api/admin/toggleimage',
      description: 'Shows or hides one of the clinic’s pictures.',
      body: toggleImageBody,
      answer: answers.imagesAnswer,
    },
    savePictureAlt: {
      method: 'POST',
      path: '/api/admin/image/alt',
      description: 'A picture’s alt texts in both languages: markup dropped, at most 256 characters each.',
      body: pictureAltSchema,
      answer: answers.imagesAnswer,
      // The caption modal of the pictures step saves by react-admin's update (resources/clinicPictures).
      resource: 'update',
    },
  },
);

export const logoCalls = defineCalls(
  { area: 'Logo', access: ['ADMIN'], errorsAt: 'error' },
  {
    clinicLogo: {
      method: 'GET',
      path: '/api/admin/cliniclogo/:hash',
      description: 'The clinic’s own logo (lLogo) and the catalogue’s (mLogo), each null when there is none.',
      params: hashParams,
      answer: answers.logoAnswer,
    },
    uploadClinicLogo: {
      method: 'POST',
      path: '/api/admin/cliniclogo/upload/:hash',
      description: `${UPLOAD} within 1280x1280 as the clinic’s own logo; the replaced one’s files are removed.`,
      params: hashParams,
      encoding: 'multipart',
      answer: answers.logoAnswer,
    },
    deleteClinicLogo: {
      method: 'POST',
      path: '/api/admin/cliniclogo/delete',
      description: 'Forgets the clinic’s own logo and removes its files; the catalogue’s stays.',
      body: hashBody,
      encoding: 'json',
      answer: answers.logoAnswer,
    },
    transferClinicLogo: {
      method: 'POST',
      path: '/api/admin/transferlogo/:hash',
      description: 'Copies the catalogue’s logo as the clinic’s own under a new name: 409 when it has one, 404 without a catalogue logo.',
      params: hashParams,
      answer: answers.logoAnswer,
    },
  },
);
