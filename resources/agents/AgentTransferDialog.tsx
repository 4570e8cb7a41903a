// Transfer clinics (000 §4): pick the agent that receives every clinic of this one, read what will
// happen, confirm; dataProvider.sendClinics with fromA and toA.
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, TextField } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { CallsProvider } from '../../dataProvider/callProvider';
import { useCallMutation } from '../../src/engine/list/useCallMutation';
import { useLang } from '../../src/useLang';
import { AGENT_RELOADS, type AgentRecord, agentName } from './agentModel';
import type { agentCalls } from './calls';
import { useAgentChoices } from './useAgentChoices';

export function AgentTransferDialog({ from, onClose }: { from: AgentRecord; onClose: () => void }) {
  const translate = useTranslate();
  const lang = useLang();
  const targets = useAgentChoices().filter((agent) => agent.id !== from.id);
  const [to, setTo] = useState('');
  const dataProvider = useDataProvider<CallsProvider<typeof agentCalls>>();
  const sending = useCallMutation(() => dataProvider.sendClinics({ fromA: from.id, toA: Number(to) }), {
    reloads: AGENT_RELOADS,
    success: 'app.agents.transferred',
  });
  const fromName = agentName(from, lang);
  const toName = targets.find((agent) => String(agent.id) === to)?.name;
  const transfer = () => sending.mutate(undefined, { onSuccess: onClose });
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="transfer-title">
      <DialogTitle id="transfer-title">{translate('app.agents.transferTitle', { name: fromName })}</DialogTitle>
      <DialogContent>
        <TextField
          select
          fullWidth
          margin="dense"
          label={translate('app.agents.transferTarget')}
          value={to}
          onChange={(event) => setTo(event.target.value)}
        >
          {targets.map((agent) => (
            <MenuItem key={agent.id} value={String(agent.id)}>
              {agent.name}
            </MenuItem>
          ))}
        </TextField>
        {toName && (
          <Alert severity="warning" sx={{ mt: 2 }}>
            {translate('app.agents.transferText', { from: fromName, count: from.clinics, to: toName })}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.form.cancel')}</Button>
        <Button variant="contained" color="warning" onClick={transfer} disabled={!toName || sending.isPending}>
          {translate('app.agents.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
