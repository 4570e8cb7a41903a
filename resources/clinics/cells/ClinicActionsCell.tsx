// The actions of a clinic's row (000 §2): visibility per language (toggleClinic), the preview (only
// while the RU version is visible), direct leads (toggleDirectLead) and the superagent, chosen in
// the assign-superagent modal.
import { Button, FormControlLabel, Stack, Switch } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useRecordContext, useTranslate } from 'react-admin';
import type { CallsProvider } from '../../../dataProvider/callProvider';
import { cellFor } from '../../../src/engine/list/cells';
import type { CellEntry } from '../../../src/engine/list/cells/types';
import { useCallMutation } from '../../../src/engine/list/useCallMutation';
import { useLang } from '../../../src/useLang';
import { useAgentChoices } from '../../agents/useAgentChoices';
import { visibility } from '..';
import { ClinicSuperagentDialog } from '../ClinicSuperagentDialog';
import { type ClinicItem, isVisible } from '../clinicModel';
import type { clinicListCalls } from '../listCalls';
import { PreviewButton } from '../PreviewButton';

function ClinicActions() {
  const translate = useTranslate();
  const lang = useLang();
  const clinic = useRecordContext<ClinicItem>();
  const agents = useAgentChoices();
  const [choosing, setChoosing] = useState(false);
  const dataProvider = useDataProvider<CallsProvider<typeof clinicListCalls>>();
  const directLead = useCallMutation((dLead: boolean) => dataProvider.toggleDirectLead({ hash: clinic?.hash ?? '', dLead }), {
    reloads: ['clinics'],
  });
  if (!clinic) return null;
  const superagent = agents.find((agent) => agent.id === clinic.superAgentId)?.name;
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <Stack direction="row">
        {cellFor(visibility.display)(visibility, lang)}
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
      <Button size="small" onClick={() => setChoosing(true)}>
        {superagent ? translate('app.clinics.superagent', { name: superagent }) : translate('app.clinics.noSuperagent')}
      </Button>
      {choosing && <ClinicSuperagentDialog clinic={clinic} agents={agents} onClose={() => setChoosing(false)} />}
    </Stack>
  );
}

export const cell: CellEntry = { name: 'clinicActions', render: () => <ClinicActions /> };
