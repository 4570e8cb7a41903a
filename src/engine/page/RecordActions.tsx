// A record's actions that are not field edits (RecordAction), on its page or in its list's row (the
// `recordActions` cell): the buttons the record's state offers (or disables), each making its
// declared call with the record's key and the fields it names; one that changes the record's state
// asks first (`confirm`), one that needs values asks for them in a modal form (`form`) checked by
// the call's body schema, the server's refusals on its fields. Success says the action's alert and
// shows the stored record; a refusal says the server's reason.
import { Button, Stack, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { Form, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { RecordAction } from '../../../common/recordPage';
import { passes } from '../../../common/recordTests';
import { schemaResolver } from '../../../schemas/resolver';
import { useCallPersist } from '../form/CallForm';
import { GuardedFormDialog } from '../form/GuardedFormDialog';
import { RemoveConfirm } from '../form/RemoveConfirm';
import { SchemaInputs } from '../form/SchemaInputs';
import { type CallMethods, keyInput, type RecordPageState, recordInput, startValues, useRecordPage } from './recordPageContext';
import { useCallRules } from './useCallRules';

const reason = (error: unknown) => (error instanceof Error && error.message ? error.message : 'form.error');

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
  const [busy, setBusy] = useState(false);
  const { record, own } = page;
  const offered = actions.filter((action) => !action.shown || passes(action.shown, record, own));
  const call = (action: RecordAction) => dataProvider[action.call](inputOf(page, action));
  const run = async (action: RecordAction) => {
    setBusy(true);
    try {
      await call(action);
      // A quiet frame's host says it (a profile step: page.changed tells it).
      if (!page.quiet) notify(action.done, { type: 'success' });
      await page.changed();
    } catch (error) {
      notify(reason(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  if (!offered.length) return null;

  return (
    <Stack direction={compact ? 'row' : 'column'} spacing={compact ? 1 : 2} sx={{ alignItems: 'flex-start' }}>
      {offered.map((action) => (
        <Stack key={action.call} spacing={0.5} sx={{ alignItems: 'flex-start' }}>
          <Button
            variant={action.contained ? 'contained' : compact ? 'text' : 'outlined'}
            size={compact ? 'small' : 'medium'}
            color={action.color ?? 'primary'}
            disabled={busy || (!!action.disabledWhen && passes(action.disabledWhen, record, own))}
            sx={{ whiteSpace: 'nowrap' }}
            onClick={() => (action.confirm || action.form ? setAsking(action) : void run(action))}
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
          failed={(error) => notify(reason(error), { type: 'error' })}
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
  const resolver = useMemo(() => rules && schemaResolver(rules, translate), [rules, translate]);
  // The key too, so that the browser checks the body the server will.
  const start = useMemo(() => ({ ...startValues(page.record, fields), ...inputOf(page, action) }), [page, fields, action]);
  const submit = useCallPersist(action.call, fields, {
    input: inputOf(page, action),
    saved: action.done,
    onSaved: async () => {
      onClose();
      await page.changed();
    },
  });
  if (!rules || !resolver) return null;
  return (
    <Form record={start} resolver={resolver} noValidate disableInvalidFormNotification>
      <GuardedFormDialog
        title={translate(action.form?.title ?? action.label, page.record)}
        submit={submit}
        submitLabel={action.form?.submit}
        untilChanged={action.form?.changed}
        onClose={onClose}
      >
        {() => <SchemaInputs schema={rules} name={name} sections={[{ fields }]} />}
      </GuardedFormDialog>
    </Form>
  );
}
