// What the server and the CLI clean up, on every dialect: history rows past the retention (the
// housekeeping job and `history purge`), expired and idle sessions (at start and on the job's
// schedule), and the CLI's account commands as they appear in the history.
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../server/app';
import { type UserOptions, userCommand } from '../../server/cli/userCommand';
import type { Db } from '../../server/db/kysely';
import { createSession } from '../../server/repositories/sessions';
import { housekeeping, startHousekeeping } from '../../server/services/housekeeping';
import { cliInProcess } from '../support/cli';
import { createTestApp, dialects } from '../support/testApp';

const DAY = 86_400_000;

/** `count` rows of entity `test` written `daysAgo` days ago, in batches under the parameter limits. */
async function oldRows(db: Db, daysAgo: number, count = 1) {
  const at = Date.now() - daysAgo * DAY;
  for (let done = 0; done < count; done += 1000) {
    const rows = Array.from({ length: Math.min(1000, count - done) }, () => ({
      at,
      entity: 'test',
      action: 'update',
      entity_id: String(daysAgo),
    }));
    await db.insertInto('audit_log').values(rows).execute();
  }
}

const testRows = (db: Db) => db.selectFrom('audit_log').select('entity_id').where('entity', '=', 'test').execute();

describe.each(dialects())('housekeeping on $name', (dialect) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  const policy = { idleMinutes: 120, maxHours: 12 };
  /** A session that is past its end (`expired`), idle too long (`idle`) or live. */
  const session = async (kind: 'expired' | 'idle' | 'live') => {
    const { session } = await createSession(t.app.db, { userId: null, lang: 'ru' }, policy);
    const past = Date.now() - 3 * 3_600_000;
    if (kind === 'expired') await t.app.db.updateTable('sessions').set({ expires: past }).where('id', '=', session.id).execute();
    if (kind === 'idle') await t.app.db.updateTable('sessions').set({ last_seen: past }).where('id', '=', session.id).execute();
    return session.id;
  };
  const sessionIds = async () => (await t.app.db.selectFrom('sessions').select('id').execute()).map((s) => s.id);

  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it('purges the history past its retention, in batches, and keeps everything with a retention of 0', async () => {
    await oldRows(t.app.db, 40, 5001);
    await oldRows(t.app.db, 10);
    expect(await housekeeping(t.app.db, { session: policy, historyRetentionDays: 0 })).toEqual({ sessions: 0, history: 0 });
    expect(await testRows(t.app.db)).toHaveLength(5002);
    expect(await housekeeping(t.app.db, { session: policy, historyRetentionDays: 30 })).toEqual({ sessions: 0, history: 5001 });
    expect(await testRows(t.app.db)).toEqual([{ entity_id: '10' }]);
  });

  it('purges expired and idle sessions at start and then on its schedule, and stops when the app closes', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const host = Fastify();
      host.decorate('db', t.app.db);
      host.decorate('config', { ...t.config, session: policy });
      const [expired, idle, live] = [await session('expired'), await session('idle'), await session('live')];
      const job = startHousekeeping(host, 60_000);
      await job.settled();
      expect(await sessionIds()).toEqual([live]);
      expect([expired, idle]).not.toContain(live);
      const later = await session('expired');
      vi.advanceTimersByTime(60_000);
      await job.settled();
      expect(await sessionIds()).toEqual([live]);
      await host.close();
      const afterClose = await session('expired');
      vi.advanceTimersByTime(60_000);
      await job.settled();
      expect(await sessionIds()).toEqual(expect.arrayContaining([live, afterClose]));
      expect(await sessionIds()).not.toContain(later);
    } finally {
      vi.useRealTimers();
    }
  });

  it('runs with every app: a pass at start, finished before the app closes', async () => {
    const expired = await session('expired');
    const app = await buildApp(t.config, { logger: false, database: { db: t.app.db, dialect: t.app.dialect, close: async () => {} } });
    await app.close();
    expect(await sessionIds()).not.toContain(expired);
  });
});

describe.each(dialects())('history CLI on $name', (dialect) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  // The CLI's code in this process (cli.test.ts runs it as its own process too).
  const cli = (args: string[], env: Record<string, string> = {}) =>
    cliInProcess(args, { DATA_DIR: t.config.dataDir, DATABASE_URL: t.config.databaseUrl ?? '', ...env });
  const rows = (entity: string) =>
    t.app.db
      .selectFrom('audit_log')
      .select(['entity_id', 'action', 'user_id', 'user_email', 'ip', 'changes'])
      .where('entity', '=', entity)
      .orderBy('id')
      .execute();

  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it('purges rows older than --days or the configured retention, says how many, and records the purge', async () => {
    await oldRows(t.app.db, 400);
    await oldRows(t.app.db, 100);
    await oldRows(t.app.db, 5);
    const kept = await cli(['history', 'purge'], { HISTORY_RETENTION_DAYS: '0' });
    expect(kept.stdout).toContain('kept forever');
    expect(await testRows(t.app.db)).toHaveLength(3);
    expect((await cli(['history', 'purge'])).stdout).toMatch(/^1 history row\(s\) older than \d{4}-\d\d-\d\dT.* \(365 days\) deleted\.$/m);
    expect((await cli(['history', 'purge', '--days', '30'])).stdout).toContain('1 history row(s) older than');
    expect(await testRows(t.app.db)).toEqual([{ entity_id: '5' }]);
    const purges = await rows('history');
    expect(purges.map((r) => [r.action, r.user_id, r.ip])).toEqual([
      ['purge', null, 'cli'],
      ['purge', null, 'cli'],
    ]);
    expect(JSON.parse(String(purges[1].changes))).toMatchObject({ days: [null, 30], deleted: [null, 1] });
  });

  it('refuses a bad --days or command with the usage text and exit code 2', async () => {
    for (const args of [
      ['history', 'purge', '--days', '0'],
      ['history', 'purge', '--days', 'ten'],
      ['history', 'forget'],
    ]) {
      const failure = await cli(args).catch((e) => e);
      expect(failure.code, args.join(' ')).toBe(2);
      expect(failure.stderr).toContain('history purge [--days N]');
    }
  });

  it('records the account commands as done from the command line, never with a password', async () => {
    const user = (command: string, options: UserOptions = {}) => userCommand(command, t.app.db, t.config, 'ops@test.local', options);
    await user('add', { name: 'Оператор', role: 'REDACTOR', password: 'cli-pass-1' });
    await user('block');
    await user('unblock');
    await user('passwd', { password: 'cli-pass-2' });
    expect(await user('roles', { role: 'ADMIN,REDACTOR' })).toBe('Roles of ops@test.local: ADMIN, REDACTOR.');
    const events = await rows('users');
    expect(events.map((e) => [e.action, e.ip, e.user_id])).toEqual([
      ['create', 'cli', null],
      ['block', 'cli', null],
      ['unblock', 'cli', null],
      ['password', 'cli', null],
      ['roles', 'cli', null],
    ]);
    expect(events.every((e) => e.user_email?.endsWith('@cli'))).toBe(true);
    expect(events.map((e) => JSON.parse(e.changes ?? 'null'))).toEqual([
      { email: [null, 'ops@test.local'], name: [null, 'Оператор'], state: [null, 'ACTIVE'], roles: [null, ['REDACTOR']] },
      { state: ['ACTIVE', 'DISABLED'] },
      { state: ['DISABLED', 'ACTIVE'] },
      null,
      { roles: [['REDACTOR'], ['ADMIN', 'REDACTOR']] },
    ]);
    expect(JSON.stringify(events)).not.toContain('cli-pass');
  });
});
