/**
 * The clinic doctors step's calls (001 §7 "Doctors", docs/api.md "Doctors"), used by
 * src/pages/clinicProfile/doctors:
 *
 * list        => GET  /api/admin/doctors/{clinicHash}          { doctors, clinicDoctors }
 * toggle      => POST /api/admin/toggleclinicdoctor  multipart locals, visible, doctorid -> { doctorId, visible }
 * base        => GET  /api/admin/doctor/base/{hash}?locals=     { base, doctor, completeEdit }
 * saveBase    => POST /api/admin/doctor/base/{hash}  multipart locals + the base fields  400 { error: { field: [..] } }
 *                If-Match: the section's `updated` as loaded; 409 when the section changed since
 * description => GET  /api/admin/doctor/description/{hash}?locals=  { description, doctor, completeEdit }
 * saveDescription => POST /api/admin/doctor/description/{hash}  multipart locals, description; as above
 * specialties => GET  /api/admin/doctorselectedspecialties?hash=  { specialties: [{ id, name: { RU, EN } }] }
 * approve     => POST /api/admin/dapprove/{hash}  multipart locals, menu (1, 2 or 3) -> { completeEdit }
 * preview     => GET  /api/admin/getdoctorpreviewhash/{hash}   { token, url }
 * avatar*     => POST doctoravatar/upload/{hash} (file), doctoravatar/delete (JSON hash), doctorimage/alt
 *                (hash, RU, EN), transferdoclogo/{hash} -> { lAvatar, mAvatar, alt }
 */
import type { EditLang } from '../common/lang';
import type { HttpRequest } from './http';
import type { UploadRequest } from './upload';

export type DoctorSection = 'base' | 'description';
export type Marks = { cd: Record<string, number>; rd: Record<string, number> };
export type CompleteEdit = Record<EditLang, Marks>;
export type ListTexts = { name: string; medicalDegree: string; shortDescription: string; specialty: string; visible: boolean; alt: string };
export type Avatar = { hash: string; fileType: string; url: string; thumb: string };

export interface DoctorListItem {
  id: number;
  hash: string;
  slug: string;
  l10n: Record<EditLang, ListTexts | null>;
  ll10n: Record<EditLang, ListTexts | null>;
  avatarHash: string | null;
  avatarFileType: string | null;
  lavatarHash: string | null;
  lavatarFileType: string | null;
  completeEdit: CompleteEdit;
}

export interface DoctorsAnswer {
  doctors: DoctorListItem[];
  clinicDoctors: { doctorId: number; published: boolean }[];
}

export interface DoctorHeader {
  id: number;
  hash: string;
  name: Record<EditLang, string>;
  visible: Record<EditLang, boolean>;
}

export type AvatarAnswer = { lAvatar: Avatar | null; mAvatar: Avatar | null; alt: Record<EditLang, string> };

const at = (path: string, hash: string) => `/api/admin/${path}/${encodeURIComponent(hash)}`;
const multipart = (path: string, body: Record<string, unknown>): HttpRequest => ({ method: 'POST', path, body, encoding: 'multipart' });

export const doctorCalls = {
  list: (clinicHash: string): HttpRequest => ({ path: at('doctors', clinicHash) }),
  toggle: (doctorId: number, locals: EditLang, visible: boolean) =>
    multipart('/api/admin/toggleclinicdoctor', { locals, visible, doctorid: doctorId }),
  section: (section: DoctorSection, hash: string, locals: EditLang): HttpRequest => ({
    path: at(`doctor/${section}`, hash),
    query: { locals },
  }),
  saveSection: (section: DoctorSection, hash: string, body: Record<string, unknown>, version?: number): HttpRequest => ({
    ...multipart(at(`doctor/${section}`, hash), body),
    errorsAt: 'error',
    version,
  }),
  specialties: (hash: string): HttpRequest => ({ path: '/api/admin/doctorselectedspecialties', query: { hash } }),
  approve: (hash: string, locals: EditLang, menu: number) => multipart(at('dapprove', hash), { locals, menu }),
  preview: (hash: string): HttpRequest => ({ path: at('getdoctorpreviewhash', hash) }),
  deleteAvatar: (hash: string): HttpRequest => ({
    method: 'POST',
    path: '/api/admin/doctoravatar/delete',
    encoding: 'json',
    body: { hash },
  }),
  copyAvatar: (hash: string): HttpRequest => ({ method: 'POST', path: at('transferdoclogo', hash) }),
  saveAlt: (hash: string, alt: Record<EditLang, string>): HttpRequest => ({
    ...multipart('/api/admin/doctorimage/alt', { hash, RU: alt.RU, EN: alt.EN }),
    errorsAt: 'error',
  }),
};

export const doctorUploads = {
  avatar: (hash: string, file: Blob, options: Pick<UploadRequest, 'onProgress' | 'fileName'> = {}): UploadRequest => ({
    path: at('doctoravatar/upload', hash),
    file,
    errorsAt: 'error',
    ...options,
  }),
};
