// When a clinic was last changed, and by whom.
import { Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { CellEntry } from '../../../src/engine/list/cells/types';
import { useLang } from '../../../src/useLang';
import { type ClinicItem, formatUpdated } from '../clinicModel';
import { Caption } from './useClinicRow';

function ClinicUpdated() {
  const translate = useTranslate();
  const lang = useLang();
  const clinic = useRecordContext<ClinicItem>();
  if (!clinic) return null;
  return (
    <>
      <Typography variant="body2">{formatUpdated(clinic.updated, lang)}</Typography>
      {clinic.updatedBy && <Caption>{translate('app.clinics.updatedBy', { name: clinic.updatedBy })}</Caption>}
    </>
  );
}

export const cell: CellEntry = { name: 'clinicUpdated', render: () => <ClinicUpdated /> };
