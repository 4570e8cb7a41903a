// The portal's lead form is open to anyone, so each address may send only a few leads within the
// sign-in throttle's window (LOGIN_WINDOW_MINUTES, LEAD_MAX_PER_ADDRESS): the same counter table
// as sign-ins (repositories/loginFailures.ts), so that every node sees the same counts. Every call
// counts, valid or not, and is counted before its body is read.
import type { FastifyRequest } from 'fastify';
import { countFailures, recordFailure } from '../../repositories/loginFailures';
import { tooMany } from '../auth/throttle';

export async function throttleLeadPost(request: FastifyRequest): Promise<void> {
  const { db, config } = request.server;
  const { windowMinutes } = config.throttle;
  const windowStart = Date.now() - windowMinutes * 60_000;
  const key = `lead:ip:${request.ip}`;
  if ((await countFailures(db, key, windowStart)) >= config.leadsPerAddress) throw tooMany(windowMinutes);
  await db.transaction().execute((trx) => recordFailure(trx, [key], windowStart));
}
