// Sign-in throttling: after a few failures within a window, an account or an address is refused
// (429) until the window has passed. Checked before the password, so guesses cost nothing more.
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/kysely';
import { ApiError } from '../../http/errors';
import { clearFailures, countFailures, recordFailure } from '../../repositories/loginFailures';
import { normaliseEmail } from '../../repositories/users';

/** What is counted: sign-in failures, and forgot-password requests (kept apart so that asking
 * for links cannot lock someone out of signing in). */
export type Attempt = 'login' | 'forgot';

const keys = (request: FastifyRequest, email: string, kind: Attempt) => ({
  account: `${kind}:email:${normaliseEmail(email)}`,
  address: `${kind}:ip:${request.ip}`,
});

export async function assertNotThrottled(request: FastifyRequest, email: string, kind: Attempt = 'login'): Promise<void> {
  const { db, config } = request.server;
  const { windowMinutes, perAccount, perAddress } = config.throttle;
  const since = Date.now() - windowMinutes * 60_000;
  const { account, address } = keys(request, email, kind);
  const [byAccount, byAddress] = await Promise.all([countFailures(db, account, since), countFailures(db, address, since)]);
  if (byAccount >= perAccount || byAddress >= perAddress) throw tooMany(windowMinutes);
}

/** The refusal of a throttled call: 429, when to try again. */
export const tooMany = (windowMinutes: number) =>
  new ApiError(429, 'server.error.tooMany', { smart_count: windowMinutes }, { 'retry-after': String(windowMinutes * 60) });

/** Counts a failure; `alsoRecord` writes in the same transaction (the history's event). */
export async function noteFailure(
  request: FastifyRequest,
  email: string,
  kind: Attempt = 'login',
  alsoRecord?: (trx: Db) => Promise<void>,
): Promise<void> {
  const { account, address } = keys(request, email, kind);
  const windowStart = Date.now() - request.server.config.throttle.windowMinutes * 60_000;
  await request.server.db.transaction().execute(async (trx) => {
    await recordFailure(trx, [account, address], windowStart);
    await alsoRecord?.(trx);
  });
}

export async function noteSuccess(request: FastifyRequest, email: string): Promise<void> {
  await clearFailures(request.server.db, keys(request, email, 'login').account);
}
