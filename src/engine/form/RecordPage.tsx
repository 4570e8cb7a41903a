// A record's own page (FormConfig.mode 'page', or a record page with sections: RecordTabs), at the
// list's path plus `/:id` (0: a new record) or at the form's own path; and the same form, unguarded
// and with its delete, as a table row's (FormConfig.mode 'expand': RowForm).
import { Alert, Card, CardContent } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { Loading, type RaRecord, useGetOne, useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { generatePath, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { formFields, type ResourceDefinition, sectionsFor, supports } from '../../../common/resource';
import { useLang } from '../../useLang';
import { filledPath } from '../filledPath';
import { RecordHistorySection } from '../history/RecordHistorySection';
import { DeleteAction } from '../list/DeleteAction';
import { backToList } from '../list/listPlace';
import { recordTitle } from '../list/recordTitle';
import { RecordTabs } from '../page/RecordTabs';
import { useRouteValues } from '../routeValues';
import { useScreenPath } from '../ScreenPath';
import { FormFrame } from './FormFrame';
import { defaultsIn, groupOf, newRecordTab } from './newRecord';
import { RecordPageHead } from './RecordPageHead';
import type { Persist } from './submissionErrors';
import { withTextLists } from './textLists';
import { editedFields, keptTo, usePersist } from './usePersist';
import { useRules } from './useRules';
import { UNGUARDED, useRegisteredSaveGuard } from './useUnsavedChangesGuard';
import { EDITED_READ, useVersionConflict } from './useVersionConflict';

/** Not a call's input: it keys the page's read apart from the list's rows in react-admin's cache. */
const PAGE_READ = { read: 'page' };

/** The list a record page belongs to: its screen's path with the route's values (a holder's page, a
 * page with sections), or the path it was opened under less its `/:id` (the REDACTOR's authors
 * under /redactor/). */
function useListAddress(definition: ResourceDefinition): string {
  const { config } = definition;
  const values = useRouteValues(config.path);
  const opened = useScreenPath();
  return config.form.path || config.page ? generatePath(config.path, values) : opened.replace(/\/:id$/, '');
}

export function RecordPage({ definition }: { definition: ResourceDefinition }) {
  const { config } = definition;
  const translate = useTranslate();
  const lang = useLang();
  const { id = '0' } = useParams();
  const [params] = useSearchParams();
  const isNew = id === '0';
  const list = useListAddress(definition);
  const routeValues = useRouteValues(config.path);
  // Read apart from the list's rows, which may hold less than the form (an article's).
  const { data: record, isPending, isError } = useGetOne(config.name, { id, meta: PAGE_READ }, { enabled: !isNew, ...EDITED_READ });
  // Kept here: a save reads the record's new version, which mounts a new form (keyed by it)
  // before the way out is taken.
  const leaving = useState<Leaving>();
  const group = isNew ? groupOf(config.list.groups ?? [], params) : undefined;
  const tab = isNew ? newRecordTab(definition, params) : undefined;
  const message = (key: string | undefined, fallback: string) => translate(key ?? fallback);

  if (!isNew && isPending) return <Loading />;
  if (!isNew && (isError || !record))
    return <Alert severity="error">{message(config.messages?.loadFailed, 'ra.notification.item_doesnt_exist')}</Alert>;
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <RecordPageHead config={config} record={record} list={list} group={group} tab={tab} lang={lang} />
        {config.page && record ? (
          <RecordTabs definition={definition} record={record} />
        ) : (
          <RecordForm
            key={record?.updated ?? 'new'}
            definition={definition}
            record={record}
            start={record ?? { ...defaultsIn(config, lang), ...routeValues, ...group?.filter, ...tab }}
            list={list}
            leaving={leaving}
          />
        )}
      </CardContent>
    </Card>
  );
}

/** A new record's form outside its own page (the list's create tab, ListConfig `createTab`). */
export function NewRecordForm({ definition, list }: { definition: ResourceDefinition; list: string }) {
  const { config } = definition;
  const routeValues = useRouteValues(config.path);
  const lang = useLang();
  const [start] = useState(() => ({ ...defaultsIn(config, lang), ...routeValues }));
  const leaving = useState<Leaving>();
  return <RecordForm definition={definition} start={start} list={list} leaving={leaving} />;
}

/** A record's form in its expanded table row (a video of the library): keyed by the record's
 * version, it starts anew from the stored record after a save. */
export function RowForm({ definition, record }: { definition: ResourceDefinition; record: RaRecord }) {
  const leaving = useState<Leaving>();
  return <RecordForm definition={definition} record={record} start={record} list="" leaving={leaving} />;
}

type Leaving = { to: string; replace?: boolean; state?: object };

interface FormProps {
  definition: ResourceDefinition;
  record?: RaRecord;
  start: Record<string, unknown>;
  /** The list's address: where a way out naming an empty value leads. */
  list: string;
  /** The way out once saved or deleted, and its setter (the page's state). */
  leaving: [Leaving | undefined, (next: Leaving) => void];
}

function RecordForm({ definition, record, start: given, list, leaving: [leaving, setLeaving] }: FormProps) {
  const { config } = definition;
  const exits = config.form.exits;
  const inRow = config.form.mode === 'expand';
  // The values the form starts from, fixed for its life (it is keyed by the record's version).
  const [start] = useState(given);
  const isNew = record === undefined;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { guard, dirty, setDirty, registerSave } = useRegisteredSaveGuard();
  const routeValues = useRouteValues(config.path);
  // To the list: as it was left (its page, its filters).
  // A way out may name the route's values (a banner's page: its holder and promo).
  const exit = (path: string | undefined, values: Record<string, unknown>) => {
    const to = (path && filledPath(path, { ...routeValues, ...values })) ?? list;
    setLeaving(to === list ? backToList(list) : { to });
  };
  const conflict = useVersionConflict(() => queryClient.invalidateQueries({ queryKey: [config.name] }));
  // What the save sends: the form's fields (and those their widgets edit), the route's values (a
  // holder's promo its holder), the group's (a doctor author's isDoctor) and the defaults' (an
  // article's type). A row's record is the list's, whose every value its widgets may have set (a
  // video's clinic categories).
  const sent = [
    ...Object.keys(config.form.defaults ?? {}),
    ...(config.form.sends ?? []),
    ...editedFields(formFields(config)),
    ...Object.keys(routeValues),
    ...(config.list.groups ?? []).flatMap((group) => Object.keys(group.filter)),
  ];
  const save = usePersist(
    {
      resource: config.name,
      record,
      onCreated: (saved) => (exits?.created ? exit(exits.created, saved) : setLeaving({ to: `${list}/${saved.id}`, replace: true })),
    },
    {
      saved: config.messages?.saved ?? 'form.success',
      onSaved: (_answer, values) => record && exits?.edited && exit(exits.edited, { ...values, id: record.id }),
      onConflict: conflict.open,
    },
  );
  const persist: Persist = (values, options) => save(inRow ? values : keptTo(values, sent), options);
  // Saved or deleted: on to the next address, once the form counts as saved (else the guard asks).
  useEffect(() => {
    if (leaving && !dirty) navigate(leaving.to, { replace: leaving.replace, state: leaving.state });
  }, [leaving, dirty, navigate]);
  const rules = useRules(definition, start, isNew);
  const values = useMemo(() => rules && withTextLists(start, rules), [start, rules]);

  return (
    <>
      <FormFrame
        schema={rules}
        name={config.name}
        sections={sectionsFor(config, isNew)}
        tabs={config.form.tabs}
        record={values}
        isNew={isNew}
        transforms={config.store?.transforms}
        persist={persist}
        // A row's form guards nothing: the row is no page to leave.
        frame={inRow ? UNGUARDED : { setDirty, registerSave }}
        conflict={conflict}
        saveLabel={isNew ? config.messages?.create : undefined}
        actions={
          record &&
          (inRow || exits?.deleted) &&
          supports(definition, 'delete') && (
            <PageDelete definition={definition} record={record} onDeleted={() => exits?.deleted && exit(exits.deleted, record)} />
          )
        }
      >
        {/* A stored record's own history below its page's form, as a modal form has it (a row's
            form is one line of its list: the history screen serves it). */}
        {record && !inRow && <RecordHistorySection entity={config.form.historyEntity ?? config.name} id={record.id} />}
      </FormFrame>
      {!inRow && guard.dialog}
    </>
  );
}

/** The page's delete: once done, the form's edits count as settled, so leaving asks nothing. */
function PageDelete({ definition, record, onDeleted }: { definition: ResourceDefinition; record: RaRecord; onDeleted: () => void }) {
  const { config } = definition;
  const lang = useLang();
  const { reset, getValues } = useFormContext();
  return (
    <DeleteAction
      resource={config.name}
      record={record}
      title={recordTitle(config, record, lang)}
      messages={config.messages}
      onRemoved={() => {
        reset(getValues());
        onDeleted();
      }}
    />
  );
}
