// An agent's name in the UI language, the main agent marked.
import { Chip, Stack } from '@mui/material';
import { recordCell } from '../../../src/engine/list/cells/recordFormat';
import { type AgentItem, agentName } from '../agentModel';

export const cell = recordCell<AgentItem>('agentName', (agent, { lang, translate }) => (
  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
    <span>{agentName(agent, lang)}</span>
    {agent.mainAgent && <Chip size="small" color="primary" label={translate('app.agents.main')} />}
  </Stack>
));
