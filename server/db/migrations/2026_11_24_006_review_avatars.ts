// Review avatars are served by hash (/images/review/...): the image route and the files sweep
// find a hash's review through this index rather than a scan of every review.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>) {
  await db.schema.createIndex('reviews_avatar_hash_idx').on('reviews').column('avatar_hash').execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropIndex('reviews_avatar_hash_idx').execute();
}
