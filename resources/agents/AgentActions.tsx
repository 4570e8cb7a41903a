// The actions of one agent row: make it the main agent (POST setmainagent) and transfer all its
// clinics to another agent (POST sendclinics), each behind a confirmation.
import StarIcon from '@mui/icons-material/Star';
import TransferIcon from '@mui/icons-material/SwapHoriz';
import { Button, Stack } from '@mui/material';
import { useState } from 'react';
import { Confirm, useTranslate } from 'react-admin';
import { useRecordAction } from '../../src/engine/list/useRecordAction';
import { useLang } from '../../src/useLang';
import { AgentTransferDialog } from './AgentTransferDialog';
import { type AgentRecord, agentName } from './agentModel';

export function AgentActions({ agent }: { agent: AgentRecord }) {
  const translate = useTranslate();
  const lang = useLang();
  const [asking, setAsking] = useState<'main' | 'transfer' | null>(null);
  const { run, busy } = useRecordAction('agents', ['agents', 'clinics']);
  const name = agentName(agent, lang);
  const makeMain = async () => {
    await run('makeMain', { id: agent.id, value: agent.hash }, 'app.agents.madeMain');
    setAsking(null);
  };
  return (
    <Stack direction="row" spacing={1}>
      <Button size="small" startIcon={<StarIcon />} disabled={agent.mainAgent} onClick={() => setAsking('main')}>
        {translate('app.agents.makeMain')}
      </Button>
      <Button size="small" startIcon={<TransferIcon />} disabled={agent.clinics === 0} onClick={() => setAsking('transfer')}>
        {translate('app.agents.transfer')}
      </Button>
      <Confirm
        isOpen={asking === 'main'}
        loading={busy}
        title="app.agents.makeMainTitle"
        content={translate('app.agents.makeMainText', { name })}
        confirm="app.agents.confirm"
        onConfirm={makeMain}
        onClose={() => setAsking(null)}
      />
      {asking === 'transfer' && <AgentTransferDialog from={agent} onClose={() => setAsking(null)} />}
    </Stack>
  );
}
