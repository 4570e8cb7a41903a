// Transfer clinics (000 §4): pick the agent that receives every clinic of this one, read what will
// happen, confirm; POST /api/admin/sendclinics with fromA and toA.
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useRecordAction } from '../../src/engine/list/useRecordAction';
import { useLang } from '../../src/useLang';
import { type AgentRecord, agentName } from './agentModel';
import { useAgentChoices } from './useAgentChoices';

export function AgentTransferDialog({ from, onClose }: { from: AgentRecord; onClose: () => void }) {
  const translate = useTranslate();
  const lang = useLang();
  const targets = useAgentChoices().filter((agent) => agent.id !== from.id);
  const [to, setTo] = useState('');
  const { run, busy } = useRecordAction('agents', ['agents', 'clinics']);
  const fromName = agentName(from, lang);
  const toName = targets.find((agent) => String(agent.id) === to)?.name;
  const transfer = async () => {
    const moved = await run('sendClinics', { id: from.id, value: Number(to) }, 'app.agents.transferred');
    if (moved !== undefined) onClose();
  };
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
        <Button variant="contained" color="warning" onClick={transfer} disabled={!toName || busy}>
          {translate('app.agents.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
