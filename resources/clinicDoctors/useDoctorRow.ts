// A doctors table cell's row and language: the host's edit language (the wizard's), else the UI's.
import { useRecordContext } from 'react-admin';
import { type EditLang, editLangOf } from '../../common/lang';
import { useHost } from '../../src/engine/host/hostContext';
import { useLang } from '../../src/useLang';
import type { DoctorListItem } from './doctorTexts';

export function useDoctorRow(): { doctor: DoctorListItem | undefined; lang: EditLang } {
  const ui = useLang();
  return { doctor: useRecordContext<DoctorListItem>(), lang: useHost()?.lang ?? editLangOf(ui) };
}
