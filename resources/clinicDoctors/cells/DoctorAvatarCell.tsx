// A doctor's 44 px photo in the table: its own, else the catalogue's, named by the doctor's name.
import { Avatar } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { CellEntry } from '../../../src/engine/list/cells/types';
import { avatarThumb, doctorName } from '../doctorTexts';
import { useDoctorRow } from '../useDoctorRow';

function DoctorPicture() {
  const translate = useTranslate();
  const { doctor, lang } = useDoctorRow();
  if (!doctor) return null;
  const alt = translate('app.doctors.avatar.photoOf', { name: doctorName(doctor, lang) });
  return <Avatar src={avatarThumb(doctor) ?? undefined} alt={alt} sx={{ width: 44, height: 44 }} />;
}

export const cell: CellEntry = { name: 'doctorAvatar', render: () => <DoctorPicture /> };
