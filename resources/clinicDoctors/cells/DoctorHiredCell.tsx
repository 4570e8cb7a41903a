// Whether the clinic employs the doctor (the catalogue's links, the list answer's side
// `clinicDoctors`, by doctor id): a read-only checkbox.
import { Checkbox } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import type { CellEntry } from '../../../src/engine/list/cells/types';
import { doctorName } from '../doctorTexts';
import { useDoctorRow } from '../useDoctorRow';

type Link = { doctorId: number; published: boolean };

function Hired() {
  const translate = useTranslate();
  const { doctor, lang } = useDoctorRow();
  const links = (useListContext().meta as { sides?: { clinicDoctors?: Link[] } } | undefined)?.sides?.clinicDoctors;
  if (!doctor) return null;
  const hired = links?.find((link) => link.doctorId === doctor.id)?.published ?? false;
  const label = translate('app.doctors.hired', { name: doctorName(doctor, lang) });
  return <Checkbox checked={hired} disabled slotProps={{ input: { 'aria-label': label } }} />;
}

export const cell: CellEntry = { name: 'doctorHired', render: () => <Hired /> };
