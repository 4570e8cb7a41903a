// Row types of the saved views and chosen columns (migrations/2026_12_06_03_saved_views.ts).
// Timestamps are epoch milliseconds; states and columns are JSON text.
import type { Generated } from 'kysely';
import type { Role } from './tables';

export interface SavedViewsTable {
  id: Generated<number>;
  owner_id: number;
  resource: string;
  name: string;
  /** The name's search key (dialect.ts searchKey): the unique one per owner and list. */
  name_key: string;
  state: string;
  created: number;
  updated: number;
}

export interface SavedViewRolesTable {
  view_id: number;
  role: Role;
}

export interface ListColumnsTable {
  user_id: number;
  resource: string;
  columns: string;
  updated: number;
}

export interface ViewTables {
  saved_views: SavedViewsTable;
  saved_view_roles: SavedViewRolesTable;
  list_columns: ListColumnsTable;
}
