// The clinic's visibility per language on the public site (POST toggleclinic), shown on the left
// of the profile editor as in the clinics list.
import { Checkbox, FormControlLabel, FormGroup, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useRecordAction } from '../../engine/list/useRecordAction';
import type { ProfileClinic } from './clinicProfileModel';

const LANGS = ['RU', 'EN'] as const;

export function VisibilityToggles({ clinic }: { clinic: ProfileClinic }) {
  const translate = useTranslate();
  // The list and the editor's clinic both show the flag.
  const { run, busy } = useRecordAction('clinics', ['clinics', 'clinicProfile']);
  return (
    <FormGroup row>
      <Typography variant="body2" sx={{ alignSelf: 'center', mr: 1 }}>
        {translate('app.profile.visible')}
      </Typography>
      {LANGS.map((lang) => (
        <FormControlLabel
          key={lang}
          label={lang}
          control={
            <Checkbox
              size="small"
              checked={Boolean(clinic.ll10n[lang]?.visible)}
              disabled={busy}
              inputProps={{ 'aria-label': translate('app.clinics.visibility', { lang }) }}
              onChange={(event) => run('visibility', { id: clinic.hash, value: { locals: lang, visible: event.target.checked } })}
            />
          }
        />
      ))}
    </FormGroup>
  );
}
