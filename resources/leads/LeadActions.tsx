// The buttons of one lead (002 §2 "Lead buttons"): those its state allows (common/leadStates.ts),
// each sending the version shown so that a lead someone else changed meanwhile is refused (409).
// Success and failure are both said at the top (failure: the server's reason).
import { Button, Stack } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { type LeadMove, movesOf } from '../../common/leadStates';
import { useRecordAction } from '../../src/engine/list/useRecordAction';
import type { LeadRecord } from './leadModel';

const COLOR: Record<LeadMove, 'primary' | 'error' | 'secondary'> = {
  take: 'primary',
  inquiry: 'secondary',
  delete: 'error',
  restore: 'primary',
};

export function LeadActions({ lead }: { lead: LeadRecord }) {
  const translate = useTranslate();
  const notify = useNotify();
  const { run, busy } = useRecordAction('leads', ['leads', 'leadObjects']);
  const moveLead = async (move: LeadMove) => {
    const answer = await run(move, { id: lead.id, value: null, version: lead.updated });
    if (answer) notify(`app.leads.moved.${move}`, { type: 'success', messageArgs: { id: lead.id } });
  };
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      {movesOf(lead.state).map((move) => (
        <Button
          key={move}
          size="small"
          variant={move === 'take' ? 'contained' : 'outlined'}
          color={COLOR[move]}
          disabled={busy}
          onClick={() => moveLead(move)}
          aria-label={translate(`app.leads.moveOf.${move}`, { id: lead.id })}
          sx={{ whiteSpace: 'nowrap' }}
        >
          {translate(`app.leads.moves.${move}`)}
        </Button>
      ))}
    </Stack>
  );
}
