// The actions of one agent row: make it the main agent (dataProvider.setMainAgent) and transfer
// all its clinics to another agent (AgentTransferDialog), each behind a confirmation.
import StarIcon from '@mui/icons-material/Star';
import TransferIcon from '@mui/icons-material/SwapHoriz';
import { Button, Stack } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { CallsProvider } from '../../dataProvider/callProvider';
import { RemoveConfirm } from '../../src/engine/form/RemoveConfirm';
import { useCallMutation } from '../../src/engine/list/useCallMutation';
import { useLang } from '../../src/useLang';
import { AgentTransferDialog } from './AgentTransferDialog';
import { AGENT_RELOADS, type AgentRecord, agentName } from './agentModel';
import type { agentCalls } from './calls';

export function AgentActions({ agent }: { agent: AgentRecord }) {
  const translate = useTranslate();
  const lang = useLang();
  const [asking, setAsking] = useState<'main' | 'transfer' | null>(null);
  const dataProvider = useDataProvider<CallsProvider<typeof agentCalls>>();
  const making = useCallMutation(() => dataProvider.setMainAgent({ id: agent.id, uuid: agent.hash }), {
    reloads: AGENT_RELOADS,
    success: 'app.agents.madeMain',
  });
  const name = agentName(agent, lang);
  return (
    <Stack direction="row" spacing={1} sx={{ whiteSpace: 'nowrap' }}>
      <Button size="small" startIcon={<StarIcon />} disabled={agent.mainAgent} onClick={() => setAsking('main')}>
        {translate('app.agents.makeMain')}
      </Button>
      <Button size="small" startIcon={<TransferIcon />} disabled={agent.clinics === 0} onClick={() => setAsking('transfer')}>
        {translate('app.agents.transfer')}
      </Button>
      {asking === 'main' && (
        <RemoveConfirm
          title={translate('app.agents.makeMainTitle')}
          content={translate('app.agents.makeMainText', { name })}
          confirm="app.agents.confirm"
          // The mutation says its success and its refusal; the dialog closes either way.
          request={() => making.mutateAsync(undefined).catch(() => undefined)}
          onClose={() => setAsking(null)}
        />
      )}
      {asking === 'transfer' && <AgentTransferDialog from={agent} onClose={() => setAsking(null)} />}
    </Stack>
  );
}
