// The actions of one clinic row (000 §2): visibility per language (POST toggleclinic), the preview
// (only while the RU version is visible), direct leads (POST toggledlead) and the superagent.
import { Button, Checkbox, FormControlLabel, Stack, Switch } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useRecordAction } from '../../src/engine/list/useRecordAction';
import { type ClinicRecord, isVisible, WIRE_LANGS } from './clinicModel';
import { PreviewButton } from './PreviewButton';

interface Props {
  clinic: ClinicRecord;
  superagentName: string | undefined;
  onSuperagent: (clinic: ClinicRecord) => void;
}

export function ClinicActions({ clinic, superagentName, onSuperagent }: Props) {
  const translate = useTranslate();
  const { run, busy } = useRecordAction('clinics');
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <Stack direction="row">
        {WIRE_LANGS.map((lang) => (
          <FormControlLabel
            key={lang}
            label={lang}
            control={
              <Checkbox
                size="small"
                checked={isVisible(clinic, lang)}
                disabled={busy}
                inputProps={{ 'aria-label': translate('app.clinics.visibility', { lang }) }}
                onChange={(event) => run('visibility', { id: clinic.hash, value: { locals: lang, visible: event.target.checked } })}
              />
            }
          />
        ))}
        {isVisible(clinic, 'RU') && <PreviewButton hash={clinic.hash} />}
      </Stack>
      <FormControlLabel
        label={translate('resources.clinics.fields.directLead')}
        control={
          <Switch
            size="small"
            checked={clinic.directLead}
            disabled={busy}
            onChange={(event) => run('directLead', { id: clinic.hash, value: event.target.checked })}
          />
        }
      />
      <Button size="small" onClick={() => onSuperagent(clinic)}>
        {superagentName ? translate('app.clinics.superagent', { name: superagentName }) : translate('app.clinics.noSuperagent')}
      </Button>
    </Stack>
  );
}
