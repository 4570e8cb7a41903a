// A record page's actions that are not field edits (RecordAction): the buttons the record's state
// offers, each making its declared call with the record's key; one that changes the record's state
// asks first (`confirm`), one that needs values asks for them in a modal form (`form`) checked by
// the call's body schema, the server's refusals on its fields. Success says the action's alert and
// shows the stored record; a refusal says the server's reason.
import { Button, Stack, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { RecordAction } from '../../../common/recordPage';
import { passes } from '../../../common/recordTests';
import { failureReason } from '../failureReason';
import { FormFrame } from '../form/FormFrame';
import { RemoveConfirm } from '../form/RemoveConfirm';
import { usePersist } from '../form/usePersist';
import { useHost } from '../host/hostContext';
import { useCallMutation } from '../list/useCallMutation';
import { type CallMethods, keyInput, type RecordPageState, startValues, useRecordPage } from './recordPageContext';
import { useCallRules } from './useCallRules';

export function RecordActions({ name, actions }: { name: string; actions: readonly RecordAction[] }) {
  const page = useRecordPage() as RecordPageState;
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<CallMethods>();
  const [asking, setAsking] = useState<RecordAction | null>(null);
  const host = useHost();
  const { record, own } = page;
  const offered = actions.filter((action) => !action.shown || passes(action.shown, record, own));
  const call = (action: RecordAction) => dataProvider[action.call](keyInput(page));
  // Inside a host (a profile step), the host says it (page.changed tells it).
  const acting = useCallMutation(call, { reloads: [], success: (action) => [host ? '' : action.done, {}], onDone: () => page.changed() });
  if (!offered.length) return null;

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      {offered.map((action) => (
        <Stack key={action.call} spacing={0.5} sx={{ alignItems: 'flex-start' }}>
          <Button
            variant={action.contained ? 'contained' : 'outlined'}
            color={action.color ?? 'primary'}
            disabled={acting.isPending}
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
          confirm={translate(asking.label, record)}
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
  const start = useMemo(() => ({ ...startValues(page.record, fields), ...keyInput(page) }), [page, fields]);
  const persist = usePersist({ call: action.call, fields, input: keyInput(page) }, { saved: action.done, onSaved: () => page.changed() });
  return (
    <FormFrame
      schema={rules}
      name={name}
      sections={[{ fields }]}
      record={start}
      persist={persist}
      modal={{ title: translate(action.form?.title ?? action.label, page.record), onClose }}
    />
  );
}
