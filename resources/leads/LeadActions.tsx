// The buttons of one lead (002 §2 "Lead buttons"): those its state allows (common/leadStates.ts),
// each a move (dataProvider.moveLead) sending the version shown so that a lead someone else changed
// meanwhile is refused (409). Success and failure are both said at the top (failure: the server's
// reason); the list and the filters' choices reload. A delete is said first with an Undo button
// and sent only once that alert has had its time (useUndoable): a slip of the hand costs nothing
// (docs/decisions.md "Lead moves and undo").
import { Button, Stack } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { type LeadMove, movesOf } from '../../common/leadStates';
import type { CallsProvider } from '../../dataProvider/callProvider';
import { useUndoable } from '../../src/engine/list/useUndoable';
import type { leadCalls } from './calls';
import type { LeadRecord } from './leadModel';

const COLOR: Record<LeadMove, 'primary' | 'error' | 'secondary'> = {
  take: 'primary',
  inquiry: 'secondary',
  delete: 'error',
  restore: 'primary',
};

/** The queries a move changes: the leads' pages and the filters' choices. */
const RELOADS = ['leads', 'leadObjects'];

export function LeadActions({ lead }: { lead: LeadRecord }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<CallsProvider<typeof leadCalls>>();
  const queryClient = useQueryClient();
  const moving = useMutation({
    mutationFn: (move: LeadMove) => dataProvider.moveLead({ id: lead.id, move }, { version: lead.updated }),
    onSuccess: async (_answer, move) => {
      await Promise.all(RELOADS.map((key) => queryClient.invalidateQueries({ queryKey: [key] })));
      notify(`app.leads.moved.${move}`, { type: 'success', messageArgs: { id: lead.id } });
    },
    onError: (error) => notify(error instanceof Error && error.message ? error.message : 'app.list.toggleFailed', { type: 'error' }),
  });
  const later = useUndoable();
  const [deleting, setDeleting] = useState(false);
  const deleteUndoably = () => {
    setDeleting(true);
    later(
      () => moving.mutate('delete'),
      'app.leads.deleting',
      { id: lead.id },
      () => setDeleting(false),
    );
  };
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      {movesOf(lead.state).map((move) => (
        <Button
          key={move}
          size="small"
          variant={move === 'take' ? 'contained' : 'outlined'}
          color={COLOR[move]}
          disabled={moving.isPending || deleting}
          onClick={() => (move === 'delete' ? deleteUndoably() : moving.mutate(move))}
          aria-label={translate(`app.leads.moveOf.${move}`, { id: lead.id })}
          sx={{ whiteSpace: 'nowrap' }}
        >
          {translate(`app.leads.moves.${move}`)}
        </Button>
      ))}
    </Stack>
  );
}
