// The assign-superagent modal (000 §1, §7): choose the clinic's superagent among the agents (or
// none) and save it through dataProvider.setSuperAgent.
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, TextField } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { editLangOf } from '../../common/lang';
import type { Choice } from '../../common/resource';
import type { CallsProvider } from '../../dataProvider/callProvider';
import { useCallMutation } from '../../src/engine/list/useCallMutation';
import { useLang } from '../../src/useLang';
import type { ClinicItem } from './clinicModel';
import type { clinicListCalls } from './listCalls';

interface Props {
  clinic: ClinicItem;
  agents: readonly Choice[];
  onClose: () => void;
}

const NONE = '';
/** No superagent: JSON null, as the screen always sent it; the server's validator reads null as
 * absent, which the declared input type cannot say. */
const NO_AGENT = null as unknown as undefined;

export function ClinicSuperagentDialog({ clinic, agents, onClose }: Props) {
  const translate = useTranslate();
  const lang = useLang();
  const [agentId, setAgentId] = useState(clinic.superAgentId ? String(clinic.superAgentId) : NONE);
  const dataProvider = useDataProvider<CallsProvider<typeof clinicListCalls>>();
  const saving = useCallMutation(
    () => dataProvider.setSuperAgent({ hash: clinic.hash, agentId: agentId === NONE ? NO_AGENT : Number(agentId) }),
    { reloads: ['clinics', 'agents'], success: 'app.clinics.superagentSaved' },
  );
  const l10n = clinic.ll10n[editLangOf(lang)] ?? clinic.ll10n.RU;
  const save = () => saving.mutate(undefined, { onSuccess: onClose });
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
        <Button variant="contained" onClick={save} disabled={saving.isPending}>
          {translate('app.form.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
