// The generic list screen of a resource: react-admin's List shown as cards or as a table, as the
// config says, with an add button and the modal create/edit form. Lists whose call answers
// everything show no pagination and keep no page state; the others page 1-based in the URL. Add,
// edit and delete are offered only when the resource has that call. A resource edited on a page of
// its own adds and edits there (its title links to it); one declared in groups shows them
// (GroupedList).
import AddIcon from '@mui/icons-material/Add';
import { Button } from '@mui/material';
import { useState } from 'react';
import { Link, List, Pagination, type RaRecord, TopToolbar, useListContext, useTranslate } from 'react-admin';
import type { ResourceDefinition } from '../../../common/resource';
import { localizedPath, supports } from '../../../common/resource';
import { useLang } from '../../useLang';
import { SchemaForm } from '../form/SchemaForm';
import { useScreenPath } from '../ScreenPath';
import { CardGrid } from './CardGrid';
import { GroupedList } from './GroupedList';
import { useListPlace } from './listPlace';
import { TableView } from './TableView';
import { WHOLE_LIST } from './wholeList';

export function SchemaList({ definition }: { definition: ResourceDefinition }) {
  const translate = useTranslate();
  const lang = useLang();
  const base = useScreenPath();
  const { config } = definition;
  const [editing, setEditing] = useState<{ record?: RaRecord } | null>(null);
  const { perPage, sort, view } = config.list;
  const paged = perPage !== undefined;
  const View = view === 'cards' ? CardGrid : TableView;
  const can = (method: 'create' | 'update' | 'delete') => supports(definition, method);
  const onPage = config.form.mode === 'page';
  if (config.list.groups) return <GroupedList definition={definition} canDelete={can('delete')} />;

  const { addTo } = config.list;
  // A link to a page for the new record (another screen's, or the record page here), or the modal.
  const add = addTo || onPage ? { component: Link, to: addTo ?? `${base}/0` } : { onClick: () => setEditing({}) };
  const actions = (
    <TopToolbar>
      {(can('create') || addTo) && (
        <Button variant="contained" startIcon={<AddIcon />} {...add}>
          {translate(config.messages?.add ?? 'app.form.add')}
        </Button>
      )}
    </TopToolbar>
  );

  return (
    <>
      <List
        // A new UI language re-sorts by the names in that language.
        key={lang}
        resource={config.name}
        title={config.messages?.title && translate(config.messages.title)}
        sort={{ field: localizedPath(sort.field, lang), order: sort.order }}
        perPage={perPage ?? WHOLE_LIST}
        pagination={paged ? <Pagination rowsPerPageOptions={[perPage]} /> : false}
        disableSyncWithLocation={!paged}
        storeKey={paged ? undefined : false}
        actions={actions}
        empty={false}
      >
        <KeepListPlace />
        <View
          definition={definition}
          onEdit={can('update') && !onPage ? (record) => setEditing({ record }) : undefined}
          canDelete={can('delete')}
        />
      </List>
      {editing && <SchemaForm definition={definition} record={editing.record} onClose={() => setEditing(null)} />}
    </>
  );
}

function KeepListPlace() {
  useListPlace(!useListContext().isPending);
  return null;
}
