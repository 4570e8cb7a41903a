// The doctors step's reading of GET /api/admin/doctors/{hash}: a doctor's texts as the portal shows
// them (staff's local layer over the catalogue's), its avatar, and its sections' review states by
// the rule the clinic sections use (common/completion.ts). The records' types are the declared
// answers' (resources/clinics/doctorCalls.ts).
import type { CallAnswer } from '../../../../common/calls';
import type { SectionState } from '../../../../common/completion';
import type { EditLang } from '../../../../common/lang';
import type { doctorAvatarCalls, doctorCalls } from '../../../../resources/clinics/calls';
import { sectionStateOf } from '../clinicProfileModel';

type Calls = typeof doctorCalls.calls;

export type DoctorListItem = CallAnswer<Calls['listClinicDoctors']>['doctors'][number];
export type ListTexts = NonNullable<DoctorListItem['l10n'][EditLang]>;
export type CompleteEdit = DoctorListItem['completeEdit'];
/** What the edit modal shows of the doctor whatever the section. */
export type DoctorHeader = CallAnswer<Calls['getDoctorBase']>['doctor'];
/** Every avatar call answers both avatars and the alt texts. */
export type AvatarAnswer = CallAnswer<typeof doctorAvatarCalls.calls.deleteDoctorAvatar>;
export type Avatar = NonNullable<AvatarAnswer['lAvatar']>;

/** The edit modal's side sections with their completion numbers (001 §4). */
export const DOCTOR_SECTIONS = [
  { key: 'base', section: 1 },
  { key: 'specialties', section: 2 },
  { key: 'description', section: 3 },
] as const;

export type DoctorSectionKey = (typeof DOCTOR_SECTIONS)[number]['key'];

export const textsOf = (doctor: DoctorListItem, lang: EditLang): ListTexts | null => doctor.ll10n[lang] ?? doctor.l10n[lang];

/** The name in the edit language, else in the other one, else the id. */
export function doctorName(doctor: DoctorListItem, lang: EditLang): string {
  return textsOf(doctor, lang)?.name || textsOf(doctor, lang === 'RU' ? 'EN' : 'RU')?.name || `#${doctor.id}`;
}

/** The 88x88 thumbnail of the avatar the portal shows: the own one, else the catalogue's. */
export function avatarThumb(doctor: DoctorListItem): string | null {
  const [hash, type] = doctor.lavatarHash ? [doctor.lavatarHash, doctor.lavatarFileType] : [doctor.avatarHash, doctor.avatarFileType];
  return hash && type ? `/images/doctor/thumb/${hash}.${type}` : null;
}

export const doctorSectionState = (completeEdit: CompleteEdit | undefined, lang: EditLang, section: number): SectionState =>
  sectionStateOf(completeEdit, lang, section);

const avatarFile = (hash: string | null, type: string | null): Avatar | null =>
  hash && type ? { hash, fileType: type, url: `/images/doctor/${hash}.${type}`, thumb: `/images/doctor/thumb/${hash}.${type}` } : null;

/** The avatars and their alt texts as the avatar calls answer them, from a list row. */
export function avatarAnswerOf(doctor: DoctorListItem): AvatarAnswer {
  return {
    lAvatar: avatarFile(doctor.lavatarHash, doctor.lavatarFileType),
    mAvatar: avatarFile(doctor.avatarHash, doctor.avatarFileType),
    alt: { RU: textsOf(doctor, 'RU')?.alt ?? '', EN: textsOf(doctor, 'EN')?.alt ?? '' },
  };
}
