// An agent's name in the UI language, the main agent marked.
import { Chip, Stack } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { CellEntry } from '../../../src/engine/list/cells/types';
import { useLang } from '../../../src/useLang';
import { type AgentItem, agentName } from '../agentModel';

function AgentName() {
  const translate = useTranslate();
  const lang = useLang();
  const agent = useRecordContext<AgentItem>();
  if (!agent) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <span>{agentName(agent, lang)}</span>
      {agent.mainAgent && <Chip size="small" color="primary" label={translate('app.agents.main')} />}
    </Stack>
  );
}

export const cell: CellEntry = { name: 'agentName', render: () => <AgentName /> };
