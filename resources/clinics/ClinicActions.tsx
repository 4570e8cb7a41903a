// The actions of one clinic row (000 §2): visibility per language (dataProvider.toggleClinic), the
// preview (only while the RU version is visible), direct leads (dataProvider.toggleDirectLead) and
// the superagent.
import { Button, FormControlLabel, Stack, Switch } from '@mui/material';
import { useDataProvider, useTranslate } from 'react-admin';
import type { CallsProvider } from '../../dataProvider/callProvider';
import { useCallMutation } from '../../src/engine/list/useCallMutation';
import { type ClinicRecord, isVisible } from './clinicModel';
import type { clinicListCalls } from './listCalls';
import { PreviewButton } from './PreviewButton';
import { VisibilityCheckboxes } from './VisibilityCheckboxes';

interface Props {
  clinic: ClinicRecord;
  superagentName: string | undefined;
  onSuperagent: (clinic: ClinicRecord) => void;
}

export function ClinicActions({ clinic, superagentName, onSuperagent }: Props) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<CallsProvider<typeof clinicListCalls>>();
  const directLead = useCallMutation((dLead: boolean) => dataProvider.toggleDirectLead({ hash: clinic.hash, dLead }), {
    reloads: ['clinics'],
  });
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
            disabled={directLead.isPending}
            onChange={(event) => directLead.mutate(event.target.checked)}
          />
        }
      />
      <Button size="small" onClick={() => onSuperagent(clinic)}>
        {superagentName ? translate('app.clinics.superagent', { name: superagentName }) : translate('app.clinics.noSuperagent')}
      </Button>
    </Stack>
  );
}
