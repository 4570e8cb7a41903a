// A record's own page (FormConfig.mode 'page'), at the list's path plus `/:id`, 0 for a new record
// of the list group its query names (`?doctor=1`): the way back to the list, the record's title,
// and its form. The record is read with react-admin's getOne; the save goes through create or
// update (the version loaded as If-Match, the conflict choice when someone saved meanwhile). The
// rules are the declaration's schema, or the one `schemaFor` picks for the record; a field
// `requiredOnCreate` is refused empty on a new record. Leaving with unsaved edits asks first. A
// new record saved moves to its own address.
import { Alert, Card, CardContent, LinearProgress, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { type Identifier, Link, Loading, type RaRecord, Title, useGetOne, useTranslate } from 'react-admin';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { formFields, type ListGroup, type ResourceDefinition } from '../../../common/resource';
import { useLang } from '../../useLang';
import { backToList } from '../list/listPlace';
import { recordTitle } from '../list/recordTitle';
import { useScreenPath } from '../ScreenPath';
import { PageForm } from './PageForm';
import { type Persist, useResourceSave } from './useResourceSave';
import { useRules } from './useRules';
import { useRegisteredSaveGuard } from './useUnsavedChangesGuard';
import { useVersionConflict } from './useVersionConflict';

/** The group a new record's address names: the one whose query it carries, else the one with none. */
function groupOf(groups: readonly ListGroup[], params: URLSearchParams): ListGroup | undefined {
  const named = groups.find((group) => group.query && Object.entries(group.query).every(([key, value]) => params.get(key) === value));
  return named ?? groups.find((group) => !group.query);
}

export function RecordPage({ definition }: { definition: ResourceDefinition }) {
  const { config } = definition;
  const translate = useTranslate();
  const lang = useLang();
  const { id = '0' } = useParams();
  const [params] = useSearchParams();
  const isNew = id === '0';
  const list = useScreenPath().replace(/\/:id$/, '');
  const { data: record, isPending, isError } = useGetOne(config.name, { id }, { enabled: !isNew });
  const group = isNew ? groupOf(config.list.groups ?? [], params) : undefined;
  const message = (key: string | undefined, fallback: string) => translate(key ?? fallback);

  if (!isNew && isPending) return <Loading />;
  if (!isNew && (isError || !record))
    return <Alert severity="error">{message(config.messages?.loadFailed, 'ra.notification.item_doesnt_exist')}</Alert>;
  const title = record
    ? recordTitle(config, record, lang)
    : translate(group?.newTitle ?? 'app.form.createTitle', { resource: translate(`resources.${config.name}.name`, { smart_count: 1 }) });
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={title} />
      <CardContent>
        <Link {...backToList(list)}>{message(config.messages?.back, 'app.list.back')}</Link>
        <Typography variant="h5" component="h1" sx={{ my: 2 }}>
          {title}
        </Typography>
        <RecordForm
          key={record?.updated ?? 'new'}
          definition={definition}
          record={record}
          start={record ?? { ...group?.filter }}
          list={list}
        />
      </CardContent>
    </Card>
  );
}

interface FormProps {
  definition: ResourceDefinition;
  record?: RaRecord;
  start: Record<string, unknown>;
  list: string;
}

function RecordForm({ definition, record, start: given, list }: FormProps) {
  const { config } = definition;
  // The values the form starts from, fixed for its life (it is keyed by the record's version).
  const [start] = useState(given);
  const isNew = record === undefined;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { guard, dirty, setDirty, registerSave } = useRegisteredSaveGuard();
  const [created, setCreated] = useState<Identifier>();
  const conflict = useVersionConflict(() => queryClient.invalidateQueries({ queryKey: [config.name] }));
  const save = useResourceSave(config.name, record, undefined, conflict.open, {
    saved: config.messages?.saved,
    onCreated: (saved) => setCreated(saved.id),
  });
  // What the save sends: the form's fields and the group's (a doctor author's isDoctor).
  const sent = new Set([
    ...formFields(config).map((field) => field.source.split('.')[0]),
    ...(config.list.groups ?? []).flatMap((group) => Object.keys(group.filter)),
  ]);
  const persist: Persist = (values, options) =>
    save(Object.fromEntries(Object.entries(values).filter(([field]) => sent.has(field))), options);
  // A new record saved: to its own address, once the form counts as saved (else the guard asks).
  useEffect(() => {
    if (created !== undefined && !dirty) navigate(`${list}/${created}`, { replace: true });
  }, [created, dirty, list, navigate]);
  const rules = useRules(definition, start, isNew);
  if (!rules) return <LinearProgress />;

  return (
    <>
      <PageForm
        schema={rules}
        name={config.name}
        sections={config.form.sections}
        tabs={config.form.tabs}
        record={start}
        isNew={isNew}
        persist={persist}
        onDirtyChange={setDirty}
        registerSave={registerSave}
        conflict={conflict}
      />
      {guard.dialog}
    </>
  );
}
