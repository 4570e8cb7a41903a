// A record page's actions that are not field edits (RecordAction): buttons that make a declared call
// with the record's key, asking first (`confirm`) or for values in a modal form (`form`).
import { Button, Stack, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { RecordAction } from '../../../common/recordPage';
import { passes } from '../../../common/recordTests';
import { failureReason } from '../failureReason';
import { FormFrame } from '../form/FormFrame';
import { RemoveConfirm } from '../form/RemoveConfirm';
import { usePersist } from '../form/usePersist';
import { useCallMutation } from '../list/useCallMutation';
import { type CallMethods, keyInput, type RecordPageState, recordInput, startValues, useRecordPage } from './recordPageContext';
import { useCallRules } from './useCallRules';

/** What the action's call gets: the record's key and the record's fields the action names. */
const inputOf = (page: RecordPageState, action: RecordAction) => ({ ...keyInput(page), ...recordInput(page.record, action.input) });

interface Props {
  name: string;
  actions: readonly RecordAction[];
  /** Small buttons side by side (a list row's). */
  compact?: boolean;
}

export function RecordActions({ name, actions, compact }: Props) {
  const page = useRecordPage() as RecordPageState;
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<CallMethods>();
  const [asking, setAsking] = useState<RecordAction | null>(null);
  const { record, own } = page;
  const offered = actions.filter((action) => !action.shown || passes(action.shown, record, own));
  const call = (action: RecordAction) => dataProvider[action.call](inputOf(page, action));
  // A quiet frame's host says it (a profile step: page.changed tells it).
  const acting = useCallMutation(call, {
    reloads: [],
    success: (action) => [page.quiet ? '' : action.done, {}],
    onDone: () => page.changed(),
  });
  if (!offered.length) return null;

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      {offered.map((action) => (
        <Stack key={action.call} spacing={0.5} sx={{ alignItems: 'flex-start' }}>
          <Button
            variant={action.contained ? 'contained' : compact ? 'text' : 'outlined'}
            size={compact ? 'small' : 'medium'}
            color={action.color ?? 'primary'}
            disabled={acting.isPending || (!!action.disabledWhen && passes(action.disabledWhen, record, own))}
            sx={{ whiteSpace: 'nowrap' }}
            onClick={() => (action.confirm || action.form ? setAsking(action) : acting.mutate(action))}
          >
            {translate(action.label, record)}
          </Button>
          {action.hint && (
            <Typography variant="caption" color="text.secondary">
              {translate(action.hint, record)}
            </Typography>
          )}
        </Stack>
      ))}
      {asking?.confirm && (
        <RemoveConfirm
          title={translate(asking.confirm.title, record)}
          content={translate(asking.confirm.text, record)}
          confirm={translate(asking.confirm.button ?? asking.label, record)}
          cancel={translate('app.form.cancel')}
          confirmColor="warning"
          request={() => call(asking)}
          removed={asking.done}
          failed={(error) => notify(failureReason(error), { type: 'error' })}
          onRemoved={() => void page.changed()}
          onClose={() => setAsking(null)}
        />
      )}
      {asking?.form && <ActionForm name={name} action={asking} onClose={() => setAsking(null)} />}
    </Stack>
  );
}

/** An action's modal form: its fields from the record, checked by the call's body schema. */
function ActionForm({ name, action, onClose }: { name: string; action: RecordAction; onClose: () => void }) {
  const page = useRecordPage() as RecordPageState;
  const translate = useTranslate();
  const rules = useCallRules(action.call);
  const fields = action.form?.fields ?? [];
  // The key too, so that the browser checks the body the server will.
  const start = useMemo(() => ({ ...startValues(page.record, fields), ...inputOf(page, action) }), [page, fields, action]);
  const persist = usePersist(
    { call: action.call, fields, input: inputOf(page, action) },
    { saved: action.done, onSaved: () => page.changed() },
  );
  return (
    <FormFrame
      schema={rules}
      name={name}
      sections={[{ fields }]}
      record={start}
      persist={persist}
      saveLabel={action.form?.submit}
      modal={{ title: translate(action.form?.title ?? action.label, page.record), onClose, untilChanged: action.form?.changed }}
    />
  );
}
