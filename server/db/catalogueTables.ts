// Row types of the reference catalogue, agents, derived counters and synchronisation state
// (migrations 2026_11_22_003_1 and _5). Timestamps are epoch milliseconds; flags are 0/1.
import type { Generated } from 'kysely';
import type { EditLang } from '../../common/lang';

export type CategoryKind = 'SPECIALTY' | 'SERVICE';

export interface CategoriesTable {
  id: Generated<number>;
  kind: CategoryKind;
  orig_id: number;
  active: number;
  medical: number;
  position: number;
  created: number;
  updated: number;
}

export interface NameL10n {
  lang: EditLang;
  name: string;
}

export interface CategoryL10nTable extends NameL10n {
  category_id: number;
}

export interface SpecialtiesTable {
  id: Generated<number>;
  orig_id: number;
  active: number;
  procedure: number;
  important: number;
  created: number;
  updated: number;
}

export interface SpecialtyL10nTable extends NameL10n {
  specialty_id: number;
  search_name: string;
}

export interface ServicesTable {
  id: Generated<number>;
  orig_id: number;
  active: number;
  important: number;
  created: number;
  updated: number;
}

export interface ServiceL10nTable extends NameL10n {
  service_id: number;
}

export interface CategorySpecialtiesTable {
  category_id: number;
  specialty_id: number;
  position: number;
}

export interface CategoryServicesTable {
  category_id: number;
  service_id: number;
  position: number;
}

interface Stats {
  lang: EditLang;
  clinics: number;
  visible_clinics: number;
}

export interface SpecialtyStatsTable extends Stats {
  specialty_id: number;
}

export interface CityStatsTable extends Stats {
  city_id: number;
}

export interface SeoCountsTable {
  category_id: number;
  specialty_id: number;
  city_id: number;
  lang: EditLang;
  cc: number;
  ccv: number;
}

export interface AgentsTable {
  id: Generated<number>;
  orig_id: number | null;
  hash: string;
  state: string;
  country: string;
  city: string;
  time_zone: string | null;
  lg_partner: number;
  main_agent: number;
  created: number;
  updated: number;
}

export interface AgentL10nTable extends NameL10n {
  agent_id: number;
  short_name: string;
  description: string;
  search_name: string;
}

export interface SyncCheckpointsTable {
  step: string;
  run_started: number;
  finished: number;
  rows: number;
  source_version: string | null;
  message: string;
}

export interface SyncLockTable {
  name: string;
  holder: string;
  acquired: number;
  expires: number;
}

/** A catalogue-owned field of a synchronised row that a staff call wrote since the row's last
 * synchronisation (docs/catalogue-format.md "Who owns what"): the next step that brings another
 * value replaces it, counts it and records the before and after. */
export interface StaffEditsTable {
  table_name: string;
  row_id: number;
  /** The column. */
  field: string;
  edited: number;
}

export interface ListVersionsTable {
  name: string;
  version: number;
}

export interface CatalogueTables {
  categories: CategoriesTable;
  category_l10n: CategoryL10nTable;
  specialties: SpecialtiesTable;
  specialty_l10n: SpecialtyL10nTable;
  services: ServicesTable;
  service_l10n: ServiceL10nTable;
  category_specialties: CategorySpecialtiesTable;
  category_services: CategoryServicesTable;
  specialty_stats: SpecialtyStatsTable;
  city_stats: CityStatsTable;
  seo_counts: SeoCountsTable;
  agents: AgentsTable;
  agent_l10n: AgentL10nTable;
  sync_checkpoints: SyncCheckpointsTable;
  sync_lock: SyncLockTable;
  staff_edits: StaffEditsTable;
  list_versions: ListVersionsTable;
}
