// A doctor's name in the edit language (its own, else the catalogue's, else the other language's).
import { Typography } from '@mui/material';
import type { CellEntry } from '../../../src/engine/list/cells/types';
import { doctorName } from '../doctorTexts';
import { useDoctorRow } from '../useDoctorRow';

function DoctorName() {
  const { doctor, lang } = useDoctorRow();
  if (!doctor) return null;
  return (
    <Typography variant="body2" sx={{ fontWeight: 500 }}>
      {doctorName(doctor, lang)}
    </Typography>
  );
}

export const cell: CellEntry = { name: 'doctorName', render: () => <DoctorName /> };
