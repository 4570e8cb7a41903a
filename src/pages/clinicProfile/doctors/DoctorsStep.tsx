// Step "clinicdoctors" (section 9; 001 §2 "Doctors"): the clinic's doctors as a table, with their
// visibility per language, and the edit modal of one doctor. The table's changes are saved at
// once; the modal holds its own unsaved-edits guard. A table wider than the step scrolls inside its
// frame with the edit button kept in view (issue 26: 1280x720).
import { Alert, Button, LinearProgress, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { STICKY_END } from '../../../engine/list/stickyColumn';
import type { StepProps } from '../stepTypes';
import { DoctorDialog } from './DoctorDialog';
import { DoctorRow } from './DoctorRow';
import { useDoctors } from './useDoctors';

const COLUMNS = ['avatar', 'name', 'specialty', 'shortDescription', 'sync', 'hired', 'visible', 'actions'] as const;

export default function DoctorsStep({ hash, lang }: StepProps) {
  const translate = useTranslate();
  const doctors = useDoctors(hash);
  const [editing, setEditing] = useState<string | null>(null);

  if (doctors.isPending) return <LinearProgress />;
  if (doctors.isError || !doctors.data) {
    return (
      <Alert severity="error" action={<Button onClick={() => void doctors.reload()}>{translate('app.doctors.reload')}</Button>}>
        {translate('app.doctors.loadFailed')}
      </Alert>
    );
  }
  const { doctors: list, clinicDoctors } = doctors.data;
  const hired = new Map(clinicDoctors.map((link) => [link.doctorId, link.published]));
  const current = list.find((d) => d.hash === editing);
  if (!list.length) return <Typography color="text.secondary">{translate('app.doctors.empty')}</Typography>;
  return (
    <>
      <TableContainer>
        <Table size="small" aria-label={translate('app.profile.steps.clinicdoctors')}>
          <TableHead>
            <TableRow>
              {COLUMNS.map((column) => (
                <TableCell key={column} sx={column === 'actions' ? STICKY_END : undefined}>
                  {translate(`app.doctors.columns.${column}`)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {list.map((doctor) => (
              <DoctorRow
                key={doctor.id}
                doctor={doctor}
                hired={hired.get(doctor.id) ?? false}
                lang={lang}
                busy={doctors.busy === doctor.id}
                onEdit={() => setEditing(doctor.hash)}
                onToggle={(l, visible) => void doctors.toggle(doctor.id, l, visible)}
              />
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {current && (
        <DoctorDialog
          doctor={current}
          initialLang={lang}
          onChanged={() => void doctors.reload()}
          onClose={() => {
            setEditing(null);
            void doctors.reload();
          }}
        />
      )}
    </>
  );
}
