// The clinic's visibility per language, shown on the left of the profile editor as in the list (the
// list's own cell, resources/clinics/index.ts `visibility`).
import { FormGroup, Typography } from '@mui/material';
import { RecordContextProvider, useTranslate } from 'react-admin';
import { visibility } from '../../../resources/clinics';
import { cellFor } from '../../engine/list/cells';
import { useLang } from '../../useLang';
import type { ProfileClinic } from './clinicProfileModel';

export function VisibilityToggles({ clinic }: { clinic: ProfileClinic }) {
  const translate = useTranslate();
  const lang = useLang();
  return (
    <FormGroup row>
      <Typography variant="body2" sx={{ alignSelf: 'center', mr: 1 }}>
        {translate('app.profile.visible')}
      </Typography>
      {/* Its reload, the `clinics` queries, reads the list and the editor's clinic again. */}
      <RecordContextProvider value={clinic}>{cellFor(visibility.display)(visibility, lang)}</RecordContextProvider>
    </FormGroup>
  );
}
