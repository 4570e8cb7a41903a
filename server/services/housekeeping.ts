// Clean-up every server node runs at start and then every few minutes: expired and idle sessions
// (anonymous ones would otherwise pile up), and history rows past HISTORY_RETENTION_DAYS. Both
// are plain deletes of what is already dead, so several nodes may run them at the same time.
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/kysely';
import { purgeHistory } from '../repositories/history';
import { purgeExpiredSessions } from '../repositories/sessions';

export const HOUSEKEEPING_EVERY_MS = 10 * 60_000;
const DAY_MS = 86_400_000;

/** The oldest moment the history keeps under a retention of `days` (0: keeps everything). */
export const retentionStart = (days: number, now = Date.now()) => (days > 0 ? now - days * DAY_MS : undefined);

/** One pass; answers how many sessions and history rows it deleted. */
export async function housekeeping(db: Db, config: Pick<Config, 'session' | 'historyRetentionDays'>) {
  const sessions = await purgeExpiredSessions(db, config.session);
  const before = retentionStart(config.historyRetentionDays);
  const history = before === undefined ? 0 : await purgeHistory(db, before);
  return { sessions, history };
}

/** Runs a pass now and then every `everyMs`; passes never overlap, the timer does not keep the
 * process alive, and closing the app stops it after the pass under way (before the database
 * closes: onClose hooks run last-added first). `settled` answers when the latest pass is done. */
export function startHousekeeping(app: FastifyInstance, everyMs = HOUSEKEEPING_EVERY_MS) {
  let running: Promise<void> = Promise.resolve();
  const pass = () => {
    running = running
      .then(() => housekeeping(app.db, app.config))
      .then(
        (deleted) => {
          if (deleted.sessions || deleted.history) app.log.info({ deleted }, 'housekeeping');
        },
        (err) => app.log.error({ err }, 'housekeeping failed'),
      );
  };
  const timer = setInterval(pass, everyMs);
  timer.unref();
  pass();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
  return { settled: () => running };
}
