// The generic create/edit form of a resource, in a modal (FormFrame), checked by the resource's JSON
// Schema (the server's rules). A form that `reads` its record loads it anew by the fields the list
// gave (an SEO page by its place, stored or not yet); a read-only record (`readOnlyWhen`) only closes.
import { useQueryClient } from '@tanstack/react-query';
import { createElement, useMemo, useState } from 'react';
import { type Identifier, type RaRecord, useDataProvider, useGetOne, useNotify, useTranslate } from 'react-admin';
import type { EditLang } from '../../../common/lang';
import { passes } from '../../../common/recordTests';
import { hasPerLanguageFields, type ResourceDefinition, sectionsFor } from '../../../common/resource';
import { useLang } from '../../useLang';
import { RecordHistorySection } from '../history/RecordHistorySection';
import { useHost } from '../host/hostContext';
import { recordTitle } from '../list/recordTitle';
import { useRouteValues } from '../routeValues';
import { FormFrame } from './FormFrame';
import { formValues } from './formValues';
import { defaultsIn } from './newRecord';
import { PreviewButton } from './PreviewButton';
import { TitledAlert } from './TitledAlert';
import { usePersist } from './usePersist';
import { useRules } from './useRules';
import { EDITED_READ, useVersionConflict } from './useVersionConflict';

interface Props {
  definition: ResourceDefinition;
  /** The record to edit; absent to create one. */
  record?: RaRecord;
  onClose: () => void;
  /** Told the record a create made (its id). */
  onCreated?: (record: RaRecord) => void;
}

export function SchemaForm({ definition, record, onClose, onCreated }: Props) {
  const { config } = definition;
  const translate = useTranslate();
  const perLanguage = hasPerLanguageFields(config);
  const { reads } = config.form;
  // A record that names its language (an SEO page opened in the tree's) opens in it.
  const [editLang, setEditLang] = useState<EditLang>(record?.locals === 'EN' ? 'EN' : 'RU');
  const existing = record?.id !== undefined && record.id !== null;
  // Per-language content is loaded for the chosen edit language (meta.locals on the wire).
  const loadsPerLanguage = (perLanguage && existing) || reads !== undefined;
  const readBy = Object.fromEntries((reads ?? []).map((field) => [field, record?.[field]]));
  const notify = useNotify();
  const {
    data: loaded,
    isPending,
    refetch,
  } = useGetOne(
    config.name,
    { id: record?.id ?? '', meta: { locals: editLang, ...readBy } },
    {
      enabled: loadsPerLanguage,
      ...EDITED_READ,
      // Gone meanwhile (deleted by someone else): nothing to edit, and saving must not create it anew.
      onError: (error) => {
        notify((error as Error).message || 'ra.notification.item_doesnt_exist', { type: 'error' });
        onClose();
      },
    },
  );
  const dataProvider = useDataProvider();
  const queryClient = useQueryClient();
  const host = useHost();
  const uiLang = useLang();
  const routeValues = useRouteValues(config.path);
  const routed = Object.keys(routeValues).length > 0;
  // A new record: the form's defaults (`{LANG}`: the host's edit language), the address's values.
  const [fresh] = useState(() => ({ ...defaultsIn(config, host?.lang ?? uiLang), ...routeValues }));
  // "Reload" after a refused save: the stored record, in a new form (the user's edits dropped).
  const [reloaded, setReloaded] = useState<{ record?: RaRecord; times: number }>({ times: 0 });
  const conflict = useVersionConflict(async () => {
    const stored = loadsPerLanguage
      ? (await refetch()).data
      : routed
        ? // A list read by its address's values (a clinic's reviews): the record among them.
          (await dataProvider.getList(config.name, { filter: routeValues })).data.find((one) => one.id === record?.id)
        : (await dataProvider.getMany(config.name, { ids: [record?.id ?? ''] })).data[0];
    await queryClient.invalidateQueries({ queryKey: [config.name] });
    setReloaded((previous) => ({ record: stored, times: previous.times + 1 }));
  });
  // Read anew, the record keeps what the list gave it besides (an SEO page's place name for its title).
  const current = loadsPerLanguage ? loaded && (reads ? { ...record, ...loaded } : loaded) : (reloaded.record ?? record);
  const messages = config.messages ?? {};
  const isNew = !existing && !reads;
  const meta = perLanguage || routed ? { ...routeValues, ...(perLanguage && { locals: editLang }) } : undefined;
  const saved = messages.saved ?? 'form.success';
  const persist = usePersist(
    { resource: config.name, record: current, meta, onCreated },
    {
      saved: existing ? saved : (messages.created ?? saved),
      failed:
        !existing && messages.createFailed && createElement(TitledAlert, { title: messages.failedTitle, text: messages.createFailed }),
      onSaved: () => host?.onSaved(),
      onConflict: conflict.open,
    },
  );
  const start = useMemo(() => record ?? {}, [record]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the route's values are read from the address, which a modal keeps
  const edited = useMemo(() => current && formValues(config, current, routeValues), [config, current]);
  const rules = useRules(definition, start, !existing);
  const waiting = loadsPerLanguage && (isPending || !loaded);
  const shown: RaRecord | Record<string, unknown> = edited ?? (existing ? {} : fresh);
  const stored = shown.id !== undefined && shown.id !== null;
  const readOnly = !isNew && !!config.form.readOnlyWhen && passes(config.form.readOnlyWhen, shown);
  // The screen's own wording when it has one: its add button's, its edit button's with the title;
  // it gets the record's fields too (an SEO page's %{locals}).
  const own = readOnly ? messages.view : isNew ? (messages.createTitle ?? messages.add) : messages.edit;
  const title = own
    ? translate(own, { ...shown, name: recordTitle(config, shown as RaRecord, uiLang) })
    : translate(isNew ? 'app.form.createTitle' : 'app.form.editTitle', {
        resource: translate(`resources.${config.name}.name`, { smart_count: 1 }),
      });

  return (
    <FormFrame
      key={reloaded.times}
      schema={rules}
      name={config.name}
      sections={sectionsFor(config, isNew)}
      tabs={config.form.tabs}
      record={waiting ? undefined : shown}
      persist={persist}
      conflict={conflict}
      isNew={isNew}
      transforms={config.store?.transforms}
      saveLabel={(isNew && messages.create) || undefined}
      readOnly={readOnly}
      lang={perLanguage ? { value: editLang, onChange: setEditLang } : undefined}
      note={readOnly ? messages.readOnly : undefined}
      actions={config.form.preview && <PreviewButton preview={config.form.preview} />}
      modal={{
        title,
        onClose,
        keepOpen: config.form.keepOpen,
        wide: config.form.wide,
        invalid: messages.invalid,
        closeLabel: readOnly ? messages.close : undefined,
      }}
    >
      {!isNew && stored && <RecordHistorySection entity={config.form.historyEntity ?? config.name} id={shown.id as Identifier} />}
    </FormFrame>
  );
}
