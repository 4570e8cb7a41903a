// A clinic's doctor as the list call answers it (resources/clinics/doctorCalls.ts): its texts as the
// portal shows them (the staff's layer over the catalogue's) in a language, and its name.
import type { CallAnswer } from '../../common/calls';
import type { EditLang } from '../../common/lang';
import type { doctorCalls } from '../clinics/calls';

export type DoctorListItem = CallAnswer<typeof doctorCalls.calls.listClinicDoctors>['doctors'][number];
type ListTexts = NonNullable<DoctorListItem['l10n'][EditLang]>;

export const textsOf = (doctor: DoctorListItem, lang: EditLang): ListTexts | null => doctor.ll10n[lang] ?? doctor.l10n[lang];

/** The name in the edit language, else in the other one, else the id. */
export function doctorName(doctor: DoctorListItem, lang: EditLang): string {
  return textsOf(doctor, lang)?.name || textsOf(doctor, lang === 'RU' ? 'EN' : 'RU')?.name || `#${doctor.id}`;
}
