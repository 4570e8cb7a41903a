// The doctors step's declared calls as the browser sends them (dataProvider/callRequests.ts): the
// same method, path, query, body encoding, If-Match and field-error location the step's requests
// had before the calls were declared (issue 24: not a byte changes on the wire).
import { describe, expect, it } from 'vitest';
import { callRequest, uploadRequest } from '../../dataProvider/callRequests';
import { doctorAvatarCalls, doctorCalls } from './calls';

const clinic = '0f8fad5b-d9cb-469f-a165-70867728950e';
const doctor = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
const { calls } = doctorCalls;
const avatar = doctorAvatarCalls.calls;

describe('the doctors step’s calls', () => {
  it('reads the clinic’s doctors, a section, the specialties and the preview link', () => {
    expect(callRequest(calls.listClinicDoctors, { hash: clinic })).toEqual({ method: 'GET', path: `/api/admin/doctors/${clinic}` });
    expect(callRequest(calls.getDoctorBase, { hash: doctor, locals: 'EN' })).toEqual({
      method: 'GET',
      path: `/api/admin/doctor/base/${doctor}`,
      query: { locals: 'EN' },
    });
    expect(callRequest(calls.getDoctorDescription, { hash: doctor, locals: 'RU' })).toMatchObject({
      path: `/api/admin/doctor/description/${doctor}`,
      query: { locals: 'RU' },
    });
    expect(callRequest(calls.listDoctorSpecialties, { hash: doctor })).toEqual({
      method: 'GET',
      path: '/api/admin/doctorselectedspecialties',
      query: { hash: doctor },
    });
    expect(callRequest(calls.getDoctorPreviewLink, { hash: doctor })).toEqual({
      method: 'GET',
      path: `/api/admin/getdoctorpreviewhash/${doctor}`,
    });
  });

  it('sends the saves as form fields with the loaded version and reads field errors under `error`', () => {
    const base = { hash: doctor, locals: 'RU', name: 'Иван Петров', languages: ['ru'] } as const;
    expect(callRequest(calls.saveDoctorBase, base, { version: 42 })).toEqual({
      method: 'POST',
      path: `/api/admin/doctor/base/${doctor}`,
      body: { locals: 'RU', name: 'Иван Петров', languages: ['ru'] },
      encoding: 'multipart',
      errorsAt: 'error',
      version: 42,
    });
    expect(callRequest(calls.saveDoctorDescription, { hash: doctor, locals: 'EN', description: '<p>x</p>' })).toEqual({
      method: 'POST',
      path: `/api/admin/doctor/description/${doctor}`,
      body: { locals: 'EN', description: '<p>x</p>' },
      encoding: 'multipart',
      errorsAt: 'error',
    });
    expect(callRequest(calls.toggleClinicDoctor, { locals: 'EN', visible: false, doctorid: 7 })).toMatchObject({
      method: 'POST',
      path: '/api/admin/toggleclinicdoctor',
      body: { locals: 'EN', visible: false, doctorid: 7 },
      encoding: 'multipart',
    });
    expect(callRequest(calls.approveDoctor, { hash: doctor, locals: 'RU', menu: 3 })).toMatchObject({
      method: 'POST',
      path: `/api/admin/dapprove/${doctor}`,
      body: { locals: 'RU', menu: 3 },
      encoding: 'multipart',
    });
  });

  it('sends the avatar’s calls as the spec writes them: the upload, JSON delete, the alt form and the copy', () => {
    const file = new Blob(['x'], { type: 'image/png' });
    expect(uploadRequest(avatar.uploadDoctorAvatar, { hash: doctor }, { file, fileName: 'avatar.png' })).toEqual({
      path: `/api/admin/doctoravatar/upload/${doctor}`,
      fields: {},
      file,
      fileName: 'avatar.png',
      errorsAt: 'error',
    });
    expect(callRequest(avatar.deleteDoctorAvatar, { hash: doctor })).toEqual({
      method: 'POST',
      path: '/api/admin/doctoravatar/delete',
      body: { hash: doctor },
      encoding: 'json',
      errorsAt: 'error',
    });
    expect(callRequest(avatar.saveDoctorAvatarAlt, { hash: doctor, RU: 'Фото', EN: '' })).toEqual({
      method: 'POST',
      path: '/api/admin/doctorimage/alt',
      body: { hash: doctor, RU: 'Фото', EN: '' },
      encoding: 'multipart',
      errorsAt: 'error',
    });
    expect(callRequest(avatar.copyDoctorAvatar, { hash: doctor })).toEqual({
      method: 'POST',
      path: `/api/admin/transferdoclogo/${doctor}`,
    });
  });
});
