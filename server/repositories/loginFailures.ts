// Failed sign-ins per account and per address, kept in the database so that every API node
// sees the same counts.
import type { Db } from '../db/kysely';

export async function countFailures(db: Db, key: string, since: number): Promise<number> {
  const row = await db
    .selectFrom('login_failures')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('key', '=', key)
    .where('at', '>', since)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Counts a failure under each key and forgets those older than the window. Call inside a transaction. */
export async function recordFailure(trx: Db, keys: string[], windowStart: number): Promise<void> {
  const at = Date.now();
  await trx.deleteFrom('login_failures').where('at', '<=', windowStart).execute();
  await trx
    .insertInto('login_failures')
    .values(keys.map((key) => ({ key, at })))
    .execute();
}

export async function clearFailures(db: Db, key: string): Promise<void> {
  await db.deleteFrom('login_failures').where('key', '=', key).execute();
}
