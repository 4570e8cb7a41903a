// The actions of one clinic row (000 §2): visibility per language (POST toggleclinic), the preview
// (only while the RU version is visible), direct leads (POST toggledlead) and the superagent.
import { Button, FormControlLabel, Stack, Switch } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useRecordAction } from '../../src/engine/list/useRecordAction';
import { type ClinicRecord, isVisible } from './clinicModel';
import { PreviewButton } from './PreviewButton';
import { VisibilityCheckboxes } from './VisibilityCheckboxes';

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
        <VisibilityCheckboxes hash={clinic.hash} ll10n={clinic.ll10n} />
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
