// The version of everything a session lookup reads (issue 22 point 11): a counter that triggers
// bump, in the writing transaction, on every change to a session (but its last_seen), a user or a
// user's roles. A node keeps the sessions it has looked up and reads only this counter (with the
// database state) on each call: while it is the same, nothing a lookup reads has changed, on any
// node or in any process; when it moves, the kept sessions are looked up again. A blocked user is
// refused by the very next call everywhere, as with a lookup per call (docs/decisions.md).
import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../dialect';

type Db = Kysely<unknown>;

const BUMP = 'update auth_version set version = version + 1';

/** The sessions' columns a lookup answers but last_seen, which the touch moves forward once a minute:
 * a kept session with an older last_seen only looks idle sooner, and is then looked up again. A
 * last_seen moved back (an idle session) does bump. */
const SESSION_COLUMNS = 'id, user_id, csrf_token, lang, created, expires';
const SEEN_EARLIER = 'new.last_seen < old.last_seen';

/** Row triggers: a row inserted into sessions or users is in no one's cache yet. */
const SQLITE_TRIGGERS = [
  `create trigger sessions_auth_del after delete on sessions begin ${BUMP}; end`,
  `create trigger sessions_auth_upd after update of ${SESSION_COLUMNS} on sessions begin ${BUMP}; end`,
  `create trigger sessions_auth_seen after update of last_seen on sessions when ${SEEN_EARLIER} begin ${BUMP}; end`,
  `create trigger users_auth_upd after update on users begin ${BUMP}; end`,
  `create trigger users_auth_del after delete on users begin ${BUMP}; end`,
  `create trigger user_roles_auth_ins after insert on user_roles begin ${BUMP}; end`,
  `create trigger user_roles_auth_upd after update on user_roles begin ${BUMP}; end`,
  `create trigger user_roles_auth_del after delete on user_roles begin ${BUMP}; end`,
];

/** Statement triggers: one bump per statement however many rows it touched. The housekeeping's
 * purge of idle sessions deletes nothing most of the time: the deleted rows are looked at, so that
 * an empty purge does not make every node look its sessions up again. */
const POSTGRES_TRIGGERS = [
  `create or replace function bump_auth_version() returns trigger language plpgsql as $$ begin ${BUMP}; return null; end $$`,
  `create or replace function bump_auth_version_if_deleted() returns trigger language plpgsql as $$
     begin if exists (select 1 from deleted_rows) then ${BUMP}; end if; return null; end $$`,
  `create trigger sessions_auth_del after delete on sessions referencing old table as deleted_rows
     for each statement execute function bump_auth_version_if_deleted()`,
  `create trigger sessions_auth_upd after update of ${SESSION_COLUMNS} on sessions for each statement execute function bump_auth_version()`,
  `create trigger sessions_auth_seen after update of last_seen on sessions for each row when (${SEEN_EARLIER}) execute function bump_auth_version()`,
  'create trigger users_auth after update or delete on users for each statement execute function bump_auth_version()',
  'create trigger user_roles_auth after insert or update or delete on user_roles for each statement execute function bump_auth_version()',
];

export async function up(db: Db, dialect: DialectName) {
  await db.schema
    .createTable('auth_version')
    .addColumn('version', 'bigint', (c) => c.notNull())
    .execute();
  await sql`insert into auth_version (version) values (0)`.execute(db);
  for (const statement of dialect === 'postgres' ? POSTGRES_TRIGGERS : SQLITE_TRIGGERS) await sql.raw(statement).execute(db);
}

/** The triggers go with their tables on SQLite; PostgreSQL's are dropped by name. */
export async function down(db: Db, dialect: DialectName) {
  if (dialect === 'postgres') {
    await sql.raw('drop trigger sessions_auth_del on sessions').execute(db);
    await sql.raw('drop trigger sessions_auth_upd on sessions').execute(db);
    await sql.raw('drop trigger sessions_auth_seen on sessions').execute(db);
    await sql.raw('drop trigger users_auth on users').execute(db);
    await sql.raw('drop trigger user_roles_auth on user_roles').execute(db);
    await sql.raw('drop function bump_auth_version()').execute(db);
    await sql.raw('drop function bump_auth_version_if_deleted()').execute(db);
  } else {
    for (const statement of SQLITE_TRIGGERS) await sql.raw(`drop trigger ${statement.split(' ')[2]}`).execute(db);
  }
  await db.schema.dropTable('auth_version').execute();
}
