// The generic list screen of a resource: react-admin's List (or ParamsList, for a list under its own
// names) in the view the config names, with its top bar and the modal create/edit form. A picker shows
// it in a modal, its state its own (not the address's).
import AddIcon from '@mui/icons-material/Add';
import { Button } from '@mui/material';
import { useState } from 'react';
import { Link, List, Navigate, Pagination, type RaRecord, Title, TopToolbar, useListContext, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { choosableColumns, isShown } from '../../../common/listColumns';
import type { ResourceDefinition } from '../../../common/resource';
import { localizedPath, supports } from '../../../common/resource';
import { useLang } from '../../useLang';
import { SchemaForm } from '../form/SchemaForm';
import { useHost } from '../host/hostContext';
import { RecordPageModal } from '../page/RecordPageModal';
import { recordAddress, useRouteValues } from '../routeValues';
import { useScreenPath } from '../ScreenPath';
import { FilesUploadAction } from '../upload/FilesUploadAction';
import { CreateTabs } from './CreateTabs';
import { useExpandedRows } from './ExpandRows';
import { ExportMenu } from './ExportMenu';
import { GroupedList } from './GroupedList';
import { ListCount } from './ListCount';
import { ListHeader, useRememberedTab } from './ListHeader';
import { ListLoadFailed } from './ListLoadFailed';
import { useListPlace } from './listPlace';
import { OwnerHeading } from './OwnerHeading';
import { ParamsList } from './ParamsList';
import { toolFor } from './tools';
import { UploadAction } from './UploadAction';
import { listViewFor } from './views';
import { ColumnsMenu } from './views/ColumnsMenu';
import { ListViewsScope, useListViewsState } from './views/listViews';
import { ViewsMenu } from './views/ViewsMenu';
import { WHOLE_LIST } from './wholeList';

interface Props {
  definition: ResourceDefinition;
  /** The list as a picker's (src/engine/list/PickerDialog.tsx): each row offers to be chosen. */
  picker?: { onSelect: (record: RaRecord) => void };
}

export function SchemaList({ definition, picker }: Props) {
  const translate = useTranslate();
  const lang = useLang();
  const base = useScreenPath();
  const { config } = definition;
  const [editing, setEditing] = useState<{ record?: RaRecord } | null>(null);
  const { perPage, sort, view } = config.list;
  const paged = perPage !== undefined;
  const { component: View, inList } = listViewFor(view);
  const can = (method: 'create' | 'update' | 'delete') => supports(definition, method);
  const onPage = config.form.mode === 'page';
  const { tabs } = config.list;
  const [tab] = useRememberedTab(config.name, tabs);
  const { search } = useLocation();
  const routeValues = useRouteValues(config.path);
  const expanded = useExpandedRows();
  const host = useHost();
  const inRow = config.form.mode === 'expand';
  // A picker keeps its page to itself: the address is the screen's around it.
  const inAddress = paged && !picker;
  // A screen's own list exports what it shows and keeps views; a picker's and a hosted part's (a
  // profile step's) do not, nor does a grouped list (no table of its own).
  const exports = !picker && !host;
  const keepsViews = exports && !!inList && !config.list.groups;
  // Every table but a picker's has the column chooser, a profile step's too (issue 27 point 4).
  const choosesColumns = !picker && view === 'table' && !config.list.groups;
  const [views, askView] = useListViewsState(config.name, keepsViews || choosesColumns);
  if (config.list.groups) return <GroupedList definition={definition} canDelete={can('delete')} />;
  const inModalPage = !!config.page?.modal;
  const form =
    editing &&
    (inModalPage && editing.record ? (
      <RecordPageModal definition={definition} record={editing.record} onClose={() => setEditing(null)} />
    ) : (
      <SchemaForm
        definition={definition}
        record={editing.record}
        onClose={() => setEditing(null)}
        // A record added to a list edited in place opens expanded, for the rest of its fields.
        onCreated={inRow ? (record) => expanded.open(record.id) : undefined}
      />
    ));
  const onEdit = (can('update') || inModalPage) && !onPage && !inRow ? (record: RaRecord) => setEditing({ record }) : undefined;
  if (!inList)
    return (
      <>
        {!host && <Title title={translate(config.messages?.title ?? `resources.${config.name}.name`, { smart_count: 2 })} />}
        <View definition={definition} onEdit={onEdit} canDelete={can('delete')} />
        {form}
      </>
    );
  // A tabbed list's address always names its tab (the menu's link, a bare one: the tab chosen last),
  // so that the rows asked for and the tab shown are the same from the first request (a list under
  // its own names takes its declared defaults instead).
  // The view an address asks for (`?view=<id>`: the search everywhere's link) is applied once the
  // list and its views are loaded (ViewsMenu); the address drops it at once, so that a reload or
  // the back button does not apply it again over the person's later changes.
  const askedView = keepsViews ? new URLSearchParams(search).get('view') : null;
  if (askedView) {
    if (views.asked !== Number(askedView)) askView(Number(askedView));
    return <Navigate replace to={{ search: without(search, 'view') }} />;
  }
  const named = tabs && tab && !config.list.params ? withFilter(search, tabs.source, tab) : undefined;
  if (named) return <Navigate replace to={{ search: named }} />;

  const adds = (can('create') || !!config.list.addTo) && !config.list.createTab;
  // An empty top bar would leave a gap above the rows (a profile step without its own buttons).
  const shownColumns = views.chosen ? choosableColumns(config).filter((name) => isShown(config, views.chosen, name)) : undefined;
  const hasActions = !!(config.messages?.count || config.list.tools?.length || config.list.upload || adds || exports || choosesColumns);
  const actions = hasActions && (
    <TopToolbar>
      {config.messages?.count && <ListCount message={config.messages.count} />}
      {config.list.tools?.map((tool) => {
        const Tool = toolFor(tool.name);
        return <Tool key={tool.name} options={tool.options} />;
      })}
      {config.list.upload &&
        ('files' in config.list.upload ? (
          <FilesUploadAction resource={config.name} upload={config.list.upload} input={routeValues} />
        ) : (
          <UploadAction resource={config.name} upload={config.list.upload} />
        ))}
      {keepsViews && <ViewsMenu views={views} config={config} />}
      {choosesColumns && <ColumnsMenu config={config} views={views} />}
      {exports && <ExportMenu resource={config.name} fixed={routeValues} columns={shownColumns} />}
      {adds && <AddButton definition={definition} add={recordAddress(config, base, routeValues, 0)} onAdd={() => setEditing({})} />}
    </TopToolbar>
  );

  const { owner, createTab } = config.list;
  const shown = {
    // The record a list belongs to names the window itself (OwnerHeading); a host names its parts.
    title: owner || picker || host ? false : config.messages?.title && translate(config.messages.title),
    pagination: paged ? <Pagination rowsPerPageOptions={[perPage]} /> : false,
    actions,
    empty: false,
    error: <ListLoadFailed definition={definition} />,
    // A table wider than the screen scrolls in its own frame (TableView), not the page: the
    // list's flex column may be narrower than its content.
    sx: { '& .RaList-main, & .RaList-content': { minWidth: 0 } },
  } as const;
  const rows = (
    <>
      {!picker && <KeepListPlace />}
      {owner && <OwnerHeading definition={definition} />}
      {(tabs || config.list.filters || config.list.search) && <ListHeader name={config.name} list={config.list} />}
      <View
        definition={definition}
        onEdit={onEdit}
        // An expanded row holds its own delete.
        canDelete={can('delete') && !inRow}
        onSelect={picker?.onSelect}
        expanded={inRow ? expanded : undefined}
      />
    </>
  );
  const order = { field: localizedPath(sort.field, lang), order: sort.order };
  const list = (
    <>
      {config.list.params ? (
        <ParamsList key={lang} resource={config.name} list={config.list} sort={order} {...shown}>
          {rows}
        </ParamsList>
      ) : (
        <List
          // A new UI language re-sorts by the names in that language.
          key={lang}
          resource={config.name}
          filter={Object.keys(routeValues).length ? routeValues : undefined}
          filterDefaultValues={config.list.filterDefaults}
          sort={order}
          perPage={perPage ?? WHOLE_LIST}
          disableSyncWithLocation={!inAddress}
          storeKey={inAddress ? undefined : false}
          // A tab or a filter changes the rows at once.
          debounce={0}
          {...shown}
        >
          {rows}
        </List>
      )}
      {form}
    </>
  );
  return (
    <ListViewsScope value={keepsViews || choosesColumns ? views : null}>
      {createTab ? <CreateTabs definition={definition}>{list}</CreateTabs> : list}
    </ListViewsScope>
  );
}

function KeepListPlace() {
  useListPlace(!useListContext().isPending);
  return null;
}

/** The add button: a link to a page for the new record (another screen's, `{<filter>}` filled
 * from the list's filter, or the record page here, `add`), or the modal; named with the chosen tab. */
function AddButton({ definition, add: page, onAdd }: { definition: ResourceDefinition; add: string; onAdd: () => void }) {
  const translate = useTranslate();
  const { filterValues } = useListContext();
  const { config } = definition;
  const { addTo, tabs } = config.list;
  const filled = addTo?.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(filterValues[name] ?? '')));
  const add = addTo || config.form.mode === 'page' ? { component: Link, to: filled ?? page } : { onClick: onAdd };
  const tab = tabs && translate(`${tabs.labels}.${filterValues[tabs.source] ?? tabs.values[0]}`);
  return (
    <Button variant="contained" startIcon={<AddIcon />} {...add}>
      {translate(config.messages?.add ?? 'app.form.add', { tab })}
    </Button>
  );
}

function without(search: string, name: string): string {
  const params = new URLSearchParams(search);
  params.delete(name);
  return params.size ? `?${params.toString()}` : '';
}

/** The address's query with `source` in react-admin's filter when it has none, else undefined. */
function withFilter(search: string, source: string, value: string): string | undefined {
  const params = new URLSearchParams(search);
  let filter: Record<string, unknown> = {};
  try {
    filter = JSON.parse(params.get('filter') ?? '{}') as Record<string, unknown>;
  } catch {
    // A filter that is not JSON is react-admin's to ignore; the tab is named all the same.
  }
  if (filter[source] !== undefined) return undefined;
  params.set('filter', JSON.stringify({ ...filter, [source]: value }));
  return `?${params.toString()}`;
}
