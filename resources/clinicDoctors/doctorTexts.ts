// A clinic's doctor as the list call answers it (resources/clinics/doctorCalls.ts): its texts as the
// portal shows them (the staff's layer over the catalogue's) in a language, its name, its photos.
import type { CallAnswer } from '../../common/calls';
import type { EditLang } from '../../common/lang';
import type { doctorAvatarCalls, doctorCalls } from '../clinics/calls';

export type DoctorListItem = CallAnswer<typeof doctorCalls.calls.listClinicDoctors>['doctors'][number];
type ListTexts = NonNullable<DoctorListItem['l10n'][EditLang]>;
/** Every avatar call answers both photos and the captions. */
export type AvatarAnswer = CallAnswer<typeof doctorAvatarCalls.calls.deleteDoctorAvatar>;
export type Avatar = NonNullable<AvatarAnswer['lAvatar']>;

export const textsOf = (doctor: DoctorListItem, lang: EditLang): ListTexts | null => doctor.ll10n[lang] ?? doctor.l10n[lang];

/** The name in the edit language, else in the other one, else the id. */
export function doctorName(doctor: DoctorListItem, lang: EditLang): string {
  return textsOf(doctor, lang)?.name || textsOf(doctor, lang === 'RU' ? 'EN' : 'RU')?.name || `#${doctor.id}`;
}

const avatarFile = (hash: string | null, type: string | null): Avatar | null =>
  hash && type ? { hash, fileType: type, url: `/images/doctor/${hash}.${type}`, thumb: `/images/doctor/thumb/${hash}.${type}` } : null;

/** The photos and their captions as the avatar calls answer them, from a list row. */
export function avatarAnswerOf(doctor: DoctorListItem): AvatarAnswer {
  return {
    lAvatar: avatarFile(doctor.lavatarHash, doctor.lavatarFileType),
    mAvatar: avatarFile(doctor.avatarHash, doctor.avatarFileType),
    alt: { RU: textsOf(doctor, 'RU')?.alt ?? '', EN: textsOf(doctor, 'EN')?.alt ?? '' },
  };
}
