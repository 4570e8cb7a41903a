// The list views a declaration's `list.view` names: `table` and `cards` inside react-admin's List, or
// a resource's own `resources/<folder>/views/<Name>View.tsx`, drawing the whole list itself.
import type { ComponentType } from 'react';
import type { RaRecord } from 'react-admin';
import type { ResourceDefinition } from '../../../common/resource';
import { CardGrid } from './CardGrid';
import type { ExpandedRows } from './ExpandRows';
import { TableView } from './TableView';

export interface ListViewProps {
  definition: ResourceDefinition;
  /** Opens the declaration's modal form on a record; absent when the resource has no update call. */
  onEdit?: (record: RaRecord) => void;
  canDelete?: boolean;
  /** The list is a picker's: each row offers to be chosen (a table's). */
  onSelect?: (record: RaRecord) => void;
  /** The rows open into their forms (a table's, `form.mode: 'expand'`). */
  expanded?: ExpandedRows;
}

/** A view as its file declares it; `inList`: shown within react-admin's List, from its records. */
export interface ListViewEntry {
  name: string;
  component: ComponentType<ListViewProps>;
  inList?: boolean;
}

const files = import.meta.glob<{ view: ListViewEntry }>('../../../resources/*/views/*View.tsx', { eager: true });

const entries: ListViewEntry[] = [
  { name: 'table', component: TableView, inList: true },
  { name: 'cards', component: CardGrid, inList: true },
  ...Object.values(files).map((file) => file.view),
];

export function listViewFor(name: string): ListViewEntry {
  const entry = entries.find((candidate) => candidate.name === name);
  if (!entry) throw new Error(`no list view "${name}" (${entries.map((candidate) => candidate.name).join(', ')})`);
  return entry;
}

export const listViewNames = () => entries.map((entry) => entry.name);
