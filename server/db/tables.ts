// Row types of every table, for Kysely. Timestamps are epoch milliseconds; flags are 0/1.

import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { EditLang as Lang } from '../../common/lang';
import type { AdvertTables } from './advertTables';
import type { ArticleTables } from './articleTables';
import type { AuthorTables } from './authorTables';
import type { CatalogueTables } from './catalogueTables';
import type { ClinicTables } from './clinicTables';
import type { DoctorTables } from './doctorTables';
import type { LeadTables } from './leadTables';
import type { MediaTables } from './mediaTables';
import type { SeoTables } from './seoTables';
import type { VideoTables } from './videoTables';
import type { ViewTables } from './viewTables';

export type Role = 'ADMIN' | 'MANAGER' | 'REDACTOR';
export type UserState = 'ACTIVE' | 'DISABLED' | 'PENDING';

export interface UsersTable {
  id: Generated<number>;
  hash: string;
  email: string;
  name: string;
  password_hash: string | null;
  state: UserState;
  lang: 'ru' | 'en';
  time_zone: string | null;
  avatar_hash: string | null;
  avatar_file_type: string | null;
  created: number;
  updated: number;
}

export interface UserRolesTable {
  user_id: number;
  role: Role;
}

export interface SessionsTable {
  id: string;
  user_id: number | null;
  csrf_token: string;
  lang: 'ru' | 'en';
  created: number;
  last_seen: number;
  expires: number;
}

/** An open socket on a watched page (migrations/2026_11_25_08_live_presence.ts). */
export interface LivePresenceTable {
  socket_id: string;
  node_id: string;
  user_id: number;
  page: string;
  seen: number;
}

export interface AuthTokensTable {
  token_hash: string;
  user_id: number;
  purpose: 'restore' | 'confirm';
  created: number;
  expires: number;
  used: number | null;
}

export interface LoginFailuresTable {
  id: Generated<number>;
  key: string;
  at: number;
}

export interface HubsTable {
  id: Generated<number>;
  slug: string;
  priority: number;
  created: number;
  updated: number;
}

export interface HubL10nTable {
  hub_id: number;
  lang: Lang;
  name: string;
  seo: Generated<string>;
}

export interface CitiesTable {
  id: Generated<number>;
  orig_id: number | null;
  slug: string;
  region: number;
  hub_id: number;
  priority: number;
  created: number;
  updated: number;
}

export interface CityL10nTable {
  city_id: number;
  lang: Lang;
  name: string;
  place: Generated<string>;
  seo: Generated<string>;
  seo_description: Generated<string>;
  keywords: Generated<string>;
}

/** One change or security event (services/history/audit.ts); `changes` is JSON { field: [before, after] }. */
export interface AuditLogTable {
  id: Generated<number>;
  at: number;
  user_id: number | null;
  user_email: string | null;
  ip: string | null;
  entity: string;
  entity_id: string | null;
  action: string;
  changes: string | null;
  full_values: string | null;
  restored_from: number | null;
}

export interface Database
  extends CatalogueTables,
    ClinicTables,
    DoctorTables,
    MediaTables,
    AuthorTables,
    SeoTables,
    VideoTables,
    AdvertTables,
    ArticleTables,
    LeadTables,
    ViewTables {
  users: UsersTable;
  user_roles: UserRolesTable;
  sessions: SessionsTable;
  live_presence: LivePresenceTable;
  auth_tokens: AuthTokensTable;
  login_failures: LoginFailuresTable;
  hubs: HubsTable;
  hub_l10n: HubL10nTable;
  cities: CitiesTable;
  city_l10n: CityL10nTable;
  audit_log: AuditLogTable;
}

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type Session = Selectable<SessionsTable>;
