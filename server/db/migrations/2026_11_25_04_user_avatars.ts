// A user's avatar gets a name of its own (users.avatar_hash), new on every upload: /images/user/
// then serves it like every other image, cached for a year, and a replaced avatar's old URL simply
// stops answering (docs/data-model.md "Files", the `user` row). Unique: the image route finds the
// owner by it.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>) {
  await db.schema.alterTable('users').addColumn('avatar_hash', 'varchar(36)').execute();
  await db.schema.createIndex('users_avatar_hash_idx').on('users').column('avatar_hash').unique().execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropIndex('users_avatar_hash_idx').execute();
  await db.schema.alterTable('users').dropColumn('avatar_hash').execute();
}
