// A record form whose record is read and saved by declared calls (FormConfig `calls`; a form-only
// declaration, a step of the clinic profile shown by its host). The load gets the route's values
// and the edit language (`locals`: the host's, else the UI's); the record is its answer's `key`,
// with the answer's `with` keys as fields. The form is the record pages' one (PageForm): the save
// call's body schema is its rules, a refused save shows the server's reasons on their fields, a
// save over someone else's offers to reload or to overwrite (the version loaded is sent as
// If-Match). The unsaved-changes rule is the host's (or the form's own outside one); once saved, the
// stored record is read again (the server may complete what was left blank) and the host told.
import { Alert, Button, LinearProgress } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { editLangOf } from '../../../common/lang';
import { type FormDefinition, formFields } from '../../../common/resource';
import { callRegistry } from '../../../resources';
import { useLang } from '../../useLang';
import { useHost } from '../host/hostContext';
import type { CallMethods } from '../page/recordPageContext';
import { useCallRules } from '../page/useCallRules';
import { useRouteValues } from '../routeValues';
import { useFieldChoices } from './fieldChoices';
import { PageForm } from './PageForm';
import { type Persist, submissionErrors } from './useResourceSave';
import { useRegisteredSaveGuard } from './useUnsavedChangesGuard';
import { useVersionConflict } from './useVersionConflict';

type Values = Record<string, unknown>;

const propertiesOf = (schema: unknown) => Object.keys((schema as { properties?: object } | undefined)?.properties ?? {});

/** The input's values that the call declares (path parameters, query, body), the undefined left out. */
async function declaredInput(name: string, input: Values): Promise<Values> {
  const call = await callRegistry.named(name);
  const names = new Set([call.params, call.query, call.body].flatMap(propertiesOf));
  return Object.fromEntries(Object.entries(input).filter(([field, value]) => names.has(field) && value !== undefined));
}

export function RecordCallsForm({ definition }: { definition: FormDefinition }) {
  const { config } = definition;
  const { calls } = config.form;
  const translate = useTranslate();
  const notify = useNotify();
  const host = useHost();
  const uiLang = useLang();
  const lang = host?.lang ?? editLangOf(uiLang);
  const routeValues = useRouteValues(config.path);
  const dataProvider = useDataProvider<CallMethods>();
  const rules = useCallRules(calls.save);
  const own = useRegisteredSaveGuard();
  const frame = host ?? own;
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
  const record: Values = {
    ...((calls.key ? answer?.[calls.key] : answer) as Values | undefined),
    ...Object.fromEntries((calls.with ?? []).map((key) => [key, answer?.[key]])),
  };
  const choices = useFieldChoices(config.form.sections, answer, record);
  const conflict = useVersionConflict(() => query.refetch());

  if (query.isError || choices.failed)
    return (
      <Alert severity="error" action={<Button onClick={() => void query.refetch()}>{translate('app.list.retry')}</Button>}>
        {translate(config.messages?.loadFailed ?? 'app.form.loadFailed')}
      </Alert>
    );
  if (!answer || !rules || !choices.sections) return <LinearProgress />;

  const sent = new Set(formFields(config).flatMap((field) => [field.source.split('.')[0], ...(field.edits ?? [])]));
  const persist: Persist = async (values, options) => {
    const fields = Object.fromEntries(Object.entries(values).filter(([field]) => sent.has(field)));
    const version = options?.overwrite ? undefined : (record.updated as number | undefined);
    try {
      await dataProvider[calls.save](await declaredInput(calls.save, { ...fields, ...routeValues, locals: lang }), { version });
    } catch (error) {
      return submissionErrors(error, notify, () => conflict.open(values));
    }
    // The step shows as saved once the stored values are in the form (until then it holds the edits).
    await query.refetch();
    if (host) host.onSaved();
    else notify(config.messages?.saved ?? 'form.success', { type: 'success' });
    return undefined;
  };
  return (
    <>
      <PageForm
        // A new answer (a save, a reload) is a new form: its edits settled, its version the stored one.
        key={query.dataUpdatedAt}
        schema={rules}
        name={config.name}
        sections={choices.sections}
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
