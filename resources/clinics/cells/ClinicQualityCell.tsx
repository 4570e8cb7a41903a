// A clinic's profile quality: its complete sections of the 13 in each language, and how many of
// its doctors and reviews are visible.
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { EDIT_LANGS } from '../../../common/lang';
import type { CellEntry } from '../../../src/engine/list/cells/types';
import { PROFILE_SECTIONS_TOTAL } from '../clinicModel';
import { Caption, useClinicRow } from './useClinicRow';

function ClinicQuality() {
  const translate = useTranslate();
  const clinic = useClinicRow();
  if (!clinic) return null;
  return (
    // Short figures ("RU: 5 of 13") keep their lines unbroken.
    <Box sx={{ whiteSpace: 'nowrap' }}>
      {EDIT_LANGS.map((lang) => (
        <Typography key={lang} variant="body2">
          {translate('app.clinics.quality', { lang, count: clinic.quality?.[lang] ?? 0, total: PROFILE_SECTIONS_TOTAL })}
        </Typography>
      ))}
      <Caption>{translate('app.clinics.doctors', clinic.doctorsQty)}</Caption>
      <Caption>{translate('app.clinics.reviews', clinic.reviewsQty)}</Caption>
    </Box>
  );
}

export const cell: CellEntry = { name: 'clinicQuality', render: () => <ClinicQuality /> };
