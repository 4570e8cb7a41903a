// A row's buttons (ListConfig `actions`), each a declared call with the record's id and the version
// shown, so that a record changed meanwhile is refused (409). An undoable action (a delete) waits for
// its Undo alert's time (useUndoable): a slip of the hand costs nothing ("Lead moves and undo").
import { Button, Stack } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useRecordContext, useTranslate } from 'react-admin';
import type { RowActions } from '../../../common/resource';
import { FILTER_CHOICES_KEY } from './filters/useFilterChoices';
import { useCallMutation } from './useCallMutation';
import { useUndoable } from './useUndoable';

type Calls = Record<string, (input: Record<string, unknown>, options: { version?: unknown }) => Promise<unknown>>;

export function RowActionButtons({ resource, actions }: { resource: string; actions: RowActions }) {
  const translate = useTranslate();
  const record = useRecordContext();
  const dataProvider = useDataProvider() as unknown as Calls;
  const { messages } = actions;
  const acting = useCallMutation(
    (action: string) => dataProvider[actions.call]({ id: record?.id, [actions.param]: action }, { version: record?.updated }),
    { reloads: [resource, FILTER_CHOICES_KEY], success: (action) => [`${messages.done}.${action}`, { id: record?.id }] },
  );
  const later = useUndoable();
  const [waiting, setWaiting] = useState(false);
  if (!record) return null;
  const run = (action: string) => {
    if (!actions.undoable?.includes(action) || !messages.undo) return acting.mutate(action);
    setWaiting(true);
    later(
      () => acting.mutate(action),
      `${messages.undo}.${action}`,
      { id: record.id },
      () => setWaiting(false),
    );
  };
  const shown = actions.by.values[String(record[actions.by.source])] ?? [];
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      {shown.map((action) => (
        <Button
          key={action}
          size="small"
          variant={action === actions.primary ? 'contained' : 'outlined'}
          color={actions.colors?.[action] ?? 'primary'}
          disabled={acting.isPending || waiting}
          onClick={(event) => {
            event.stopPropagation();
            run(action);
          }}
          aria-label={translate(`${messages.name}.${action}`, { id: record.id })}
          sx={{ whiteSpace: 'nowrap' }}
        >
          {translate(`${messages.label}.${action}`)}
        </Button>
      ))}
    </Stack>
  );
}
