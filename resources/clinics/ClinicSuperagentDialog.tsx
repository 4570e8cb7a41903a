// The assign-superagent modal (000 §1, §7): choose the clinic's superagent among the agents (or
// none) and save it through POST /api/admin/setsuperagent.
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { editLangOf } from '../../common/lang';
import type { Choice } from '../../common/resource';
import { useRecordAction } from '../../src/engine/list/useRecordAction';
import { useLang } from '../../src/useLang';
import type { ClinicRecord } from './clinicModel';

interface Props {
  clinic: ClinicRecord;
  agents: readonly Choice[];
  onClose: () => void;
}

const NONE = '';

export function ClinicSuperagentDialog({ clinic, agents, onClose }: Props) {
  const translate = useTranslate();
  const lang = useLang();
  const [agentId, setAgentId] = useState(clinic.superAgentId ? String(clinic.superAgentId) : NONE);
  const { run, busy } = useRecordAction('clinics', ['clinics', 'agents']);
  const l10n = clinic.ll10n[editLangOf(lang)] ?? clinic.ll10n.RU;
  const save = async () => {
    const saved = await run(
      'superagent',
      { id: clinic.hash, value: agentId === NONE ? null : Number(agentId) },
      'app.clinics.superagentSaved',
    );
    if (saved !== undefined) onClose();
  };
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="superagent-title">
      <DialogTitle id="superagent-title">
        {translate('app.clinics.superagentTitle', { name: l10n?.shortName || l10n?.name || clinic.id })}
      </DialogTitle>
      <DialogContent>
        <TextField
          select
          fullWidth
          margin="dense"
          label={translate('resources.agents.name', { smart_count: 1 })}
          value={agentId}
          onChange={(event) => setAgentId(event.target.value)}
        >
          <MenuItem value={NONE}>
            <em>{translate('app.clinics.superagentNone')}</em>
          </MenuItem>
          {agents.map((agent) => (
            <MenuItem key={agent.id} value={String(agent.id)}>
              {agent.name}
            </MenuItem>
          ))}
        </TextField>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.form.cancel')}</Button>
        <Button variant="contained" onClick={save} disabled={busy}>
          {translate('app.form.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
