// Preview tokens: stored as digests with an expiry, in the database so that any node can open a
// preview. Expired rows are purged when a new token is made. SQL only.
import type { Db } from '../db/kysely';

export type PreviewKind = 'CLINIC' | 'DOCTOR' | 'ARTICLE';

export async function savePreviewToken(db: Db, tokenHash: string, kind: PreviewKind, ownerId: number, ttlMs: number): Promise<void> {
  const now = Date.now();
  await db.deleteFrom('preview_tokens').where('expires', '<', now).execute();
  await db
    .insertInto('preview_tokens')
    .values({ token_hash: tokenHash, kind, owner_id: ownerId, created: now, expires: now + ttlMs })
    .execute();
}

export function findPreviewToken(db: Db, tokenHash: string) {
  return db.selectFrom('preview_tokens').select(['kind', 'owner_id', 'expires']).where('token_hash', '=', tokenHash).executeTakeFirst();
}
