// The generic list screen of a resource: react-admin's List shown as cards or as a table, as the
// config says, with an add button and the modal create/edit form. Lists whose call answers
// everything show no pagination and keep no page state; the others page 1-based in the URL. Add,
// edit and delete are offered only when the resource has that call. A resource edited on a page of
// its own adds and edits there (its title links to it); one declared in groups shows them
// (GroupedList). A resource edited in place opens its rows into their forms (ExpandRows). A picker
// shows the list in a modal, its state its own (not the address's), with a select button per row.
import AddIcon from '@mui/icons-material/Add';
import { Button } from '@mui/material';
import { type ComponentProps, type ComponentType, useState } from 'react';
import { Link, List, Navigate, Pagination, type RaRecord, TopToolbar, useListContext, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import type { ResourceDefinition } from '../../../common/resource';
import { localizedPath, supports } from '../../../common/resource';
import { useLang } from '../../useLang';
import { SchemaForm } from '../form/SchemaForm';
import { useScreenPath } from '../ScreenPath';
import { CardGrid } from './CardGrid';
import { useExpandedRows } from './ExpandRows';
import { GroupedList } from './GroupedList';
import { ListHeader, useRememberedTab } from './ListHeader';
import { useListPlace } from './listPlace';
import { TableView } from './TableView';
import { UploadAction } from './UploadAction';
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
  // Picking and expanding rows are a table's: the cards take what they show.
  const View: ComponentType<ComponentProps<typeof TableView>> = view === 'cards' ? CardGrid : TableView;
  const can = (method: 'create' | 'update' | 'delete') => supports(definition, method);
  const onPage = config.form.mode === 'page';
  const { tabs } = config.list;
  const [tab] = useRememberedTab(config.name, tabs);
  const { search } = useLocation();
  const expanded = useExpandedRows();
  const inRow = config.form.mode === 'expand';
  // A picker keeps its page to itself: the address is the screen's around it.
  const inAddress = paged && !picker;
  if (config.list.groups) return <GroupedList definition={definition} canDelete={can('delete')} />;
  // A tabbed list's address always names its tab (the menu's link, a bare one: the tab chosen last),
  // so that the rows asked for and the tab shown are the same from the first request.
  const named = tabs && tab ? withFilter(search, tabs.source, tab) : undefined;
  if (named) return <Navigate replace to={{ search: named }} />;

  const actions = (
    <TopToolbar>
      {config.list.upload && <UploadAction resource={config.name} upload={config.list.upload} />}
      {(can('create') || config.list.addTo) && <AddButton definition={definition} base={base} onAdd={() => setEditing({})} />}
    </TopToolbar>
  );

  return (
    <>
      <List
        // A new UI language re-sorts by the names in that language.
        key={lang}
        resource={config.name}
        title={picker ? false : config.messages?.title && translate(config.messages.title)}
        sort={{ field: localizedPath(sort.field, lang), order: sort.order }}
        perPage={perPage ?? WHOLE_LIST}
        pagination={paged ? <Pagination rowsPerPageOptions={[perPage]} /> : false}
        disableSyncWithLocation={!inAddress}
        storeKey={inAddress ? undefined : false}
        actions={actions}
        empty={false}
        // A tab or a filter changes the rows at once.
        debounce={0}
        // The list is as wide as the page, not as its table: a wide table scrolls in its frame.
        sx={{ '& .RaList-main': { minWidth: 0 } }}
      >
        {!picker && <KeepListPlace />}
        {(tabs || config.list.filters || config.list.search) && <ListHeader name={config.name} list={config.list} />}
        <View
          definition={definition}
          onEdit={can('update') && !onPage && !inRow ? (record) => setEditing({ record }) : undefined}
          // An expanded row holds its own delete.
          canDelete={can('delete') && !inRow}
          onSelect={picker?.onSelect}
          expanded={inRow ? expanded : undefined}
        />
      </List>
      {editing && (
        <SchemaForm
          definition={definition}
          record={editing.record}
          onClose={() => setEditing(null)}
          // A record added to a list edited in place opens expanded, for the rest of its fields.
          onCreated={inRow ? (record) => expanded.open(record.id) : undefined}
        />
      )}
    </>
  );
}

function KeepListPlace() {
  useListPlace(!useListContext().isPending);
  return null;
}

/** The add button: a link to a page for the new record (another screen's, `{<filter>}` filled
 * from the list's filter, or the record page here), or the modal; named with the chosen tab. */
function AddButton({ definition, base, onAdd }: { definition: ResourceDefinition; base: string; onAdd: () => void }) {
  const translate = useTranslate();
  const { filterValues } = useListContext();
  const { config } = definition;
  const { addTo, tabs } = config.list;
  const filled = addTo?.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(filterValues[name] ?? '')));
  const add = addTo || config.form.mode === 'page' ? { component: Link, to: filled ?? `${base}/0` } : { onClick: onAdd };
  const tab = tabs && translate(`${tabs.labels}.${filterValues[tabs.source] ?? tabs.values[0]}`);
  return (
    <Button variant="contained" startIcon={<AddIcon />} {...add}>
      {translate(config.messages?.add ?? 'app.form.add', { tab })}
    </Button>
  );
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
