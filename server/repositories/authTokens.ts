// One-time links (password restore, e-mail confirmation): stored as digests, single use.
import type { Db } from '../db/kysely';
import { digest, newSecret } from '../services/tokens';

export type TokenPurpose = 'restore' | 'confirm';

const TOKEN_LIFETIME: Record<TokenPurpose, number> = {
  restore: 24 * 3_600_000,
  confirm: 7 * 24 * 3_600_000,
};

/** Issues a new link secret; earlier unused links of the same purpose stop working. */
export async function issueToken(db: Db, userId: number, purpose: TokenPurpose): Promise<string> {
  const secret = newSecret();
  const now = Date.now();
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('auth_tokens').where('user_id', '=', userId).where('purpose', '=', purpose).execute();
    await trx
      .insertInto('auth_tokens')
      .values({ token_hash: digest(secret), user_id: userId, purpose, created: now, expires: now + TOKEN_LIFETIME[purpose], used: null })
      .execute();
  });
  return secret;
}

/** The user a live (unused, unexpired) link belongs to. */
export async function findTokenUser(db: Db, secret: string, purpose: TokenPurpose) {
  return db
    .selectFrom('auth_tokens')
    .innerJoin('users', 'users.id', 'auth_tokens.user_id')
    .select(['users.id', 'users.email', 'users.state', 'auth_tokens.token_hash'])
    .where('auth_tokens.token_hash', '=', digest(secret))
    .where('auth_tokens.purpose', '=', purpose)
    .where('auth_tokens.used', 'is', null)
    .where('auth_tokens.expires', '>', Date.now())
    .where('users.state', '!=', 'DISABLED')
    .executeTakeFirst();
}

/** Marks a link used; false when another request used it first (the update found no live row). */
export async function consumeToken(db: Db, tokenHash: string): Promise<boolean> {
  const result = await db
    .updateTable('auth_tokens')
    .set({ used: Date.now() })
    .where('token_hash', '=', tokenHash)
    .where('used', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
