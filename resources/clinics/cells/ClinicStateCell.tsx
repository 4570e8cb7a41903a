// A clinic's state as a chip (active in green), with its modules under it.
import { Chip, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { CellEntry } from '../../../src/engine/list/cells/types';
import { Caption, useClinicRow } from './useClinicRow';

function ClinicState() {
  const translate = useTranslate();
  const clinic = useClinicRow();
  if (!clinic) return null;
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <Chip
        size="small"
        color={clinic.state === 'ACTIVE' ? 'success' : 'default'}
        label={translate(`app.clinics.states.${clinic.state}`, { _: clinic.state })}
      />
      {clinic.modules.length > 0 && (
        <Caption>{translate('app.clinics.modules', { list: clinic.modules.map((m) => m.module).join(', ') })}</Caption>
      )}
    </Stack>
  );
}

export const cell: CellEntry = { name: 'clinicState', render: () => <ClinicState /> };
