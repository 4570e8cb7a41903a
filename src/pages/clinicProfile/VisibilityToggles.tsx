// The clinic's visibility per language, shown on the left of the profile editor as in the list.
import { FormGroup, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { VisibilityCheckboxes } from '../../../resources/clinics/VisibilityCheckboxes';
import type { ProfileClinic } from './clinicProfileModel';

export function VisibilityToggles({ clinic }: { clinic: ProfileClinic }) {
  const translate = useTranslate();
  return (
    <FormGroup row>
      <Typography variant="body2" sx={{ alignSelf: 'center', mr: 1 }}>
        {translate('app.profile.visible')}
      </Typography>
      {/* Its default reload, the `clinics` queries, reads the list and the editor's clinic again. */}
      <VisibilityCheckboxes hash={clinic.hash} ll10n={clinic.ll10n} />
    </FormGroup>
  );
}
