// The account CLI, run as a separate process against the same database while the app runs.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client } from '../support/client';
import { lastLink } from '../support/outbox';
import { createTestApp, dialects } from '../support/testApp';

const run = promisify(execFile);

describe.each(dialects())('account CLI on $name', (dialect) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  const cli = (...args: string[]) =>
    run(process.execPath, ['--import', 'tsx', 'server/cli.ts', 'user', ...args], {
      env: { ...process.env, DATA_DIR: t.config.dataDir, DATABASE_URL: t.config.databaseUrl ?? '', PUBLIC_URL: 'http://admin.test' },
    });

  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it('adds a user who can then sign in with the given roles', async () => {
    const { stdout } = await cli(
      'add',
      '--email',
      'Ops@Test.local',
      '--name',
      'Оператор',
      '--role',
      'ADMIN,MANAGER',
      '--password',
      'cli-pass-1',
    );
    expect(stdout).toContain('ops@test.local');
    const c = new Client(t.app);
    const res = await c.login('ops@test.local', 'cli-pass-1');
    expect(
      res
        .json()
        .roles.filter((r: { on: boolean }) => r.on)
        .map((r: { name: string }) => r.name),
    ).toEqual(['ADMIN', 'MANAGER']);
  });

  it('blocks a signed-in user at once, and unblocks', async () => {
    const c = new Client(t.app);
    await c.login('ops@test.local', 'cli-pass-1');
    await cli('block', '--email', 'ops@test.local');
    expect((await c.get('/api/admin/citieslist')).statusCode).toBe(401);
    expect((await new Client(t.app).login('ops@test.local', 'cli-pass-1')).statusCode).toBe(401);
    await cli('unblock', '--email', 'ops@test.local');
    expect((await new Client(t.app).login('ops@test.local', 'cli-pass-1')).statusCode).toBe(200);
  });

  it('changes a password', async () => {
    await cli('passwd', '--email', 'ops@test.local', '--password', 'cli-pass-2');
    expect((await new Client(t.app).login('ops@test.local', 'cli-pass-2')).statusCode).toBe(200);
  });

  it('mails a confirmation link to a user added without a password', async () => {
    await cli('add', '--email', 'pending@test.local', '--name', 'Новичок', '--role', 'REDACTOR');
    expect(lastLink(t.config.dataDir, 'confirmemail')).toMatch(/^http:\/\/admin\.test\/confirmemail\//);
  });

  it('refuses bad arguments with a usage text and exit code 2', async () => {
    for (const args of [
      ['add', '--email', 'x@test.local', '--name', 'Xx', '--role', 'ROOT'],
      ['block', '--email', 'nobody@test.local'],
      ['add', '--email', 'bad'],
    ]) {
      const failure = await cli(...args).catch((e) => e);
      expect(failure.code).toBe(2);
      expect(failure.stderr).toContain('Usage:');
    }
  });
});
