// A record form whose record is read and saved by declared calls (FormConfig `calls`; a form-only
// declaration, a step of the clinic profile shown by its host). The load gets the route's values
// and the edit language (`locals`: the host's, else the UI's); the record is its answer's `key`,
// with the answer's `with` keys as fields. The form is the record pages' one (PageForm): the save
// call's body schema is its rules, a refused save shows the server's reasons on their fields, a
// save over someone else's offers to reload or to overwrite (the version loaded is sent as
// If-Match). The unsaved-changes rule is the host's (or the form's own outside one); once saved, the
// stored record is read again (the server may complete what was left blank) and the host told.
// Without a save call the fields save themselves (a logo), as a record page's section without one;
// the record's actions follow the form, as on a record page.
import { Alert, Button, LinearProgress, Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { Form, type RaRecord, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { editLangOf } from '../../../common/lang';
import { type FormDefinition, formFields } from '../../../common/resource';
import { callRegistry } from '../../../resources';
import { useLang } from '../../useLang';
import { useHost } from '../host/hostContext';
import { RecordActions } from '../page/RecordActions';
import { type CallMethods, RecordPageContext, type RecordPageState } from '../page/recordPageContext';
import { useCallRules } from '../page/useCallRules';
import { useRouteValues } from '../routeValues';
import { useFieldChoices } from './fieldChoices';
import { PageForm } from './PageForm';
import { SchemaInputs } from './SchemaInputs';
import { type Persist, submissionErrors } from './useResourceSave';
import { useRegisteredSaveGuard } from './useUnsavedChangesGuard';
import { useVersionConflict } from './useVersionConflict';

type Values = Record<string, unknown>;

const propertiesOf = (schema: unknown) => Object.keys((schema as { properties?: object } | undefined)?.properties ?? {});
/** The rules of a form whose fields save themselves: none of its own. */
const NO_RULES = { type: 'object', properties: {} };

/** The input's values that the call declares (path parameters, query, body), the undefined left out. */
export async function declaredInput(name: string, input: Values): Promise<Values> {
  const call = await callRegistry.named(name);
  const names = new Set([call.params, call.query, call.body].flatMap(propertiesOf));
  return Object.fromEntries(Object.entries(input).filter(([field, value]) => names.has(field) && value !== undefined));
}

export function RecordCallsForm({ definition }: { definition: FormDefinition }) {
  const { config } = definition;
  const { calls } = config.form;
  const translate = useTranslate();
  const host = useHost();
  const uiLang = useLang();
  const lang = host?.lang ?? editLangOf(uiLang);
  const routeValues = useRouteValues(config.path);
  const dataProvider = useDataProvider<CallMethods>();
  const query = useQuery({
    queryKey: ['recordCalls', calls.load, routeValues, lang],
    queryFn: async () => dataProvider[calls.load](await declaredInput(calls.load, { ...routeValues, locals: lang })),
    // Always the stored values: a form never starts from an outdated copy. A refetch remounts the
    // form (below), so coming back to the window must not drop the edits or their version; fresh
    // values come on mount, after a save and on "reload".
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  const answer = query.data as Values | undefined;
  const record = useMemo<Values>(
    () => ({
      ...routeValues,
      ...((calls.key ? answer?.[calls.key] : answer) as Values | undefined),
      ...Object.fromEntries((calls.with ?? []).map((key) => [key, answer?.[key]])),
    }),
    [answer, calls.key, calls.with, routeValues],
  );
  const choices = useFieldChoices(config.form.sections, answer, record);
  const { refetch } = query;
  const changed = useCallback(async () => {
    await refetch();
    host?.onSaved();
  }, [refetch, host]);
  // The record's key for its calls (a save's, an action's, a picture's): the route's parameter.
  const page = useMemo<RecordPageState>(
    () => ({ record: record as RaRecord, key: Object.keys(routeValues)[0] ?? 'id', own: false, changed }),
    [record, routeValues, changed],
  );

  if (query.isError || choices.failed)
    return (
      <Alert severity="error" action={<Button onClick={() => void refetch()}>{translate('app.list.retry')}</Button>}>
        {translate(config.messages?.loadFailed ?? 'app.form.loadFailed')}
      </Alert>
    );
  if (!answer || !choices.sections) return <LinearProgress />;
  return (
    <RecordPageContext.Provider value={page}>
      <Stack spacing={2}>
        {calls.save ? (
          <SavedForm
            definition={definition}
            save={calls.save}
            sections={choices.sections}
            page={page}
            input={{ ...routeValues, locals: lang }}
            reload={refetch}
            answeredAt={query.dataUpdatedAt}
          />
        ) : (
          // A new answer is a new form (the pictures it shows are the stored ones).
          <Form key={query.dataUpdatedAt} record={record} noValidate>
            <SchemaInputs schema={NO_RULES} name={config.name} sections={choices.sections} />
          </Form>
        )}
        {calls.actions && <RecordActions name={config.name} actions={calls.actions} />}
      </Stack>
    </RecordPageContext.Provider>
  );
}

interface SavedProps {
  definition: FormDefinition;
  save: string;
  sections: FormDefinition['config']['form']['sections'];
  page: RecordPageState;
  /** What every call of the form gets: the route's values and the edit language. */
  input: Values;
  /** Reads the stored record again (a conflict's "reload": nothing was saved, the host is not told). */
  reload: () => Promise<unknown>;
  answeredAt: number;
}

/** The form saved by its declared call. */
function SavedForm({ definition, save, sections, page, input, reload, answeredAt }: SavedProps) {
  const { config } = definition;
  const notify = useNotify();
  const host = useHost();
  const own = useRegisteredSaveGuard();
  const frame = host ?? own;
  const dataProvider = useDataProvider<CallMethods>();
  const rules = useCallRules(save);
  const { record, changed } = page;
  const conflict = useVersionConflict(reload);
  if (!rules) return <LinearProgress />;

  const sent = new Set(formFields(config).flatMap((field) => [field.source.split('.')[0], ...(field.edits ?? [])]));
  const persist: Persist = async (values, options) => {
    const fields = Object.fromEntries(Object.entries(values).filter(([field]) => sent.has(field)));
    const version = options?.overwrite ? undefined : (record.updated as number | undefined);
    try {
      await dataProvider[save](await declaredInput(save, { ...fields, ...input }), { version });
    } catch (error) {
      return submissionErrors(error, notify, () => conflict.open(values));
    }
    // The step shows as saved once the stored values are in the form (until then it holds the edits).
    await changed();
    if (!host) notify(config.messages?.saved ?? 'form.success', { type: 'success' });
    return undefined;
  };
  return (
    <>
      <PageForm
        // A new answer (a save, a reload) is a new form: its edits settled, its version the stored one.
        key={answeredAt}
        schema={rules}
        name={config.name}
        sections={sections}
        record={record}
        persist={persist}
        onDirtyChange={frame.setDirty}
        registerSave={frame.registerSave}
        conflict={conflict}
      />
      {!host && own.guard.dialog}
    </>
  );
}
