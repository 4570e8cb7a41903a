// A record form read and saved by declared calls (FormConfig `calls`: a step of the clinic profile),
// as a record page's section (SectionPanel). Once saved the record is read again: the server may
// complete what was left blank.
import { Alert, Button, LinearProgress } from '@mui/material';
import { useCallback, useMemo } from 'react';
import { type RaRecord, useTranslate } from 'react-admin';
import { editLangOf } from '../../../common/lang';
import type { FormDefinition } from '../../../common/resource';
import { useLang } from '../../useLang';
import { useHost } from '../host/hostContext';
import { RecordPageContext, type RecordPageState } from '../page/recordPageContext';
import { SectionPanel } from '../page/SectionPanel';
import { useCallRead } from '../page/useCallRead';
import { useRouteValues } from '../routeValues';
import { useFieldChoices } from './fieldChoices';

type Values = Record<string, unknown>;

/** The rules of a form whose fields save themselves: none of its own. */
const NO_RULES = { type: 'object', properties: {} };

export function RecordCallsForm({ definition }: { definition: FormDefinition }) {
  const { config } = definition;
  const { calls } = config.form;
  const translate = useTranslate();
  const host = useHost();
  const uiLang = useLang();
  const routeValues = useRouteValues(config.path);
  const lang = host?.lang ?? editLangOf(uiLang);
  const input = useMemo(() => ({ ...routeValues, locals: lang }), [routeValues, lang]);
  const read = useCallRead(calls.load, input);
  const answer = read.data;
  const record = useMemo<Values>(
    () => ({
      ...routeValues,
      ...((calls.key ? answer?.[calls.key] : answer) as Values | undefined),
      ...Object.fromEntries((calls.with ?? []).map((key) => [key, answer?.[key]])),
    }),
    [answer, calls.key, calls.with, routeValues],
  );
  const choices = useFieldChoices(config.form.sections, answer, record);
  const { reload } = read;
  const changed = useCallback(async () => {
    await reload();
    host?.onSaved();
  }, [reload, host]);
  // The record's key for its calls (a save's, an action's, a picture's): the route's parameter.
  const page = useMemo<RecordPageState>(
    () => ({
      record: record as RaRecord,
      key: Object.keys(routeValues)[0] ?? 'id',
      own: false,
      changed,
      reload,
      frame: host ?? undefined,
      quiet: Boolean(host),
    }),
    [record, routeValues, changed, reload, host],
  );

  if (read.failed || choices.failed)
    return (
      <Alert severity="error" action={<Button onClick={() => void reload()}>{translate('app.list.retry')}</Button>}>
        {translate(config.messages?.loadFailed ?? 'app.form.loadFailed')}
      </Alert>
    );
  if (!answer || !choices.sections) return <LinearProgress />;
  return (
    <RecordPageContext.Provider value={page}>
      {/* A new answer (a save, a reload) is a new form: its edits settled, its version the stored one. */}
      <SectionPanel
        key={read.loadedAt}
        name={config.name}
        schema={NO_RULES}
        sections={choices.sections}
        save={calls.save ? { call: calls.save, saved: config.messages?.saved } : undefined}
        input={input}
        actions={calls.actions}
      />
    </RecordPageContext.Provider>
  );
}
