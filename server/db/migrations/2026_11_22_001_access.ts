// Users, roles, sessions, one-time tokens and sign-in failures (docs/data-model.md "Access").
import type { Kysely } from 'kysely';
import { type DialectName, idColumn } from '../dialect';

export async function up(db: Kysely<unknown>, dialect: DialectName) {
  const id = idColumn(dialect);
  await db.schema
    .createTable('users')
    .addColumn('id', id.type, id.build)
    .addColumn('hash', 'varchar(36)', (c) => c.notNull().unique())
    .addColumn('email', 'varchar(128)', (c) => c.notNull().unique())
    .addColumn('name', 'varchar(128)', (c) => c.notNull())
    .addColumn('password_hash', 'text')
    .addColumn('state', 'varchar(16)', (c) => c.notNull().defaultTo('ACTIVE'))
    .addColumn('lang', 'varchar(2)', (c) => c.notNull().defaultTo('ru'))
    .addColumn('time_zone', 'varchar(64)')
    .addColumn('avatar_file_type', 'varchar(8)')
    .addColumn('created', 'bigint', (c) => c.notNull())
    .addColumn('updated', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('user_roles')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('role', 'varchar(16)', (c) => c.notNull())
    .addPrimaryKeyConstraint('user_roles_pk', ['user_id', 'role'])
    .execute();
  await db.schema
    .createTable('sessions')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('csrf_token', 'varchar(64)', (c) => c.notNull())
    .addColumn('lang', 'varchar(2)', (c) => c.notNull().defaultTo('ru'))
    .addColumn('created', 'bigint', (c) => c.notNull())
    .addColumn('last_seen', 'bigint', (c) => c.notNull())
    .addColumn('expires', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();
  await db.schema.createIndex('sessions_expires_idx').on('sessions').column('expires').execute();
  await db.schema
    .createTable('auth_tokens')
    .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('purpose', 'varchar(16)', (c) => c.notNull())
    .addColumn('created', 'bigint', (c) => c.notNull())
    .addColumn('expires', 'bigint', (c) => c.notNull())
    .addColumn('used', 'bigint')
    .execute();
  await db.schema.createIndex('auth_tokens_user_idx').on('auth_tokens').column('user_id').execute();
  await db.schema
    .createTable('login_failures')
    .addColumn('id', id.type, id.build)
    .addColumn('key', 'varchar(200)', (c) => c.notNull())
    .addColumn('at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('login_failures_key_at_idx').on('login_failures').columns(['key', 'at']).execute();
}

export async function down(db: Kysely<unknown>) {
  for (const table of ['login_failures', 'auth_tokens', 'sessions', 'user_roles', 'users']) {
    await db.schema.dropTable(table).execute();
  }
}
