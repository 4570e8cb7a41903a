// The CLI against the same database and files while the app runs: accounts, and the sweep of
// files whose owner row is gone. Most calls run its code in this process (runCli); one call per
// database is a real `server/cli.ts` process, and one checks its exit code for bad arguments.
import { execFile } from 'node:child_process';
import { mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cliInProcess } from '../support/cli';
import { Client } from '../support/client';
import { addClinic } from '../support/clinicRows';
import { lastLink } from '../support/outbox';
import { createTestApp, dialects } from '../support/testApp';
import { filesUnder, images, upload } from '../support/uploads';
import { addUser, PASSWORD } from '../support/users';

const run = promisify(execFile);
/** A spawned CLI compiles its TypeScript first: about 3 s on an idle machine, 10 s while the
 * browser tests share the 2 cores. */
const SPAWNING = { timeout: 90_000 };

describe.each(dialects())('account CLI on $name', SPAWNING, (dialect) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  const env = () => ({ DATA_DIR: t.config.dataDir, DATABASE_URL: t.config.databaseUrl ?? '', PUBLIC_URL: 'http://admin.test' });
  const cli = (...args: string[]) => cliInProcess(['user', ...args], env());
  /** The CLI as its own process, as an operator runs it beside the server. */
  const spawned = (...args: string[]) =>
    run(process.execPath, ['--import', 'tsx', 'server/cli.ts', 'user', ...args], { env: { ...process.env, ...env() } });

  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it('adds a user who can then sign in with the given roles, from its own process', async () => {
    const { stdout } = await spawned(
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
    // The right password of a blocked account is told so (issue 22 point 5), not "wrong login".
    expect((await new Client(t.app).login('ops@test.local', 'cli-pass-1')).statusCode).toBe(403);
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

  it('refuses bad arguments with a usage text and exit code 2, as its own process too', async () => {
    for (const [args, call] of [
      [['add', '--email', 'x@test.local', '--name', 'Xx', '--role', 'ROOT'], cli],
      [['block', '--email', 'nobody@test.local'], spawned],
      [['add', '--email', 'bad'], cli],
      [['add', '--email', 'x@test.local', '--colour', 'red'], cli],
    ] as const) {
      const failure = await call(...args).catch((e) => e);
      expect(failure.code).toBe(2);
      expect(failure.stderr).toContain('Usage:');
    }
  });
});

describe.each(dialects())('files sweep CLI on $name', SPAWNING, (dialect) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let admin: Client;
  let filesDir: string;
  const CLINIC = 'c1000000-0000-4000-8000-000000000001';
  const sweep = (...args: string[]) =>
    cliInProcess(['files', 'sweep', ...args], { DATA_DIR: t.config.dataDir, DATABASE_URL: t.config.databaseUrl ?? '' });
  const uploadPicture = async () => {
    const res = await upload(
      admin,
      '/api/admin/image/upload',
      { hash: CLINIC },
      { filename: 'p.jpg', contentType: 'image/jpeg', content: await images.jpg() },
    );
    expect(res.statusCode, res.body).toBe(200);
    return res.json().image as { id: number; hash: string; url: string };
  };
  /** Files of a crash between a commit and the unlink after it: the row is gone, its files stay. */
  const forgetRow = (id: number) => t.app.db.deleteFrom('pictures').where('id', '=', id).execute();
  const age = (path: string) => {
    const dayAgo = new Date(Date.now() - 86_400_000 - 60_000);
    utimesSync(join(filesDir, path), dayAgo, dayAgo);
  };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    filesDir = join(t.config.dataDir, 'files');
    await addUser(t.app, 'files@test.local', ['ADMIN']);
    await addClinic(t.app.db, { hash: CLINIC, slug: 'sweep-clinic' });
    admin = new Client(t.app);
    expect((await admin.login('files@test.local', PASSWORD)).statusCode).toBe(200);
  });
  afterAll(() => t.close());

  it('removes old files whose row is gone, and keeps owned, young and foreign ones', async () => {
    const kept = await uploadPicture();
    const orphan = await uploadPicture();
    expect((await t.app.inject({ method: 'GET', url: orphan.url })).statusCode).toBe(200);
    await forgetRow(orphan.id);
    // Its row not committed yet, as far as the sweep can tell: too young to judge.
    const young = await uploadPicture();
    await forgetRow(young.id);
    const foreign = 'document/d0000000-0000-4000-8000-000000000001.pdf';
    mkdirSync(join(filesDir, 'document'), { recursive: true });
    writeFileSync(join(filesDir, foreign), '%PDF-1.7');
    mkdirSync(join(filesDir, '.tmp'), { recursive: true });
    writeFileSync(join(filesDir, '.tmp/crashed-upload'), 'partial');
    const orphanFiles = [`picture/${orphan.hash}.jpg`, `picture/thumb/${orphan.hash}.jpg`, `private/picture/${orphan.hash}.jpg`];
    for (const path of [...filesUnder(filesDir)]) if (!path.includes(young.hash)) age(path);
    const before = filesUnder(filesDir);

    const dry = await sweep('--dry-run');
    expect(
      dry.stdout
        .split('\n')
        .filter((line) => line.startsWith('would remove'))
        .sort(),
    ).toEqual([...orphanFiles, '.tmp/crashed-upload'].map((key) => `would remove ${key}`).sort());
    expect(filesUnder(filesDir)).toEqual(before);

    const { stdout } = await sweep();
    expect(
      stdout
        .split('\n')
        .filter((line) => line.startsWith('removed'))
        .sort(),
    ).toEqual([...orphanFiles, '.tmp/crashed-upload'].map((key) => `removed ${key}`).sort());
    expect(stdout).toMatch(/4 file\(s\) removed/);
    expect(filesUnder(filesDir)).toEqual(before.filter((path) => !orphanFiles.includes(path) && path !== '.tmp/crashed-upload'));
    expect(filesUnder(filesDir)).toEqual(
      expect.arrayContaining([`private/picture/${kept.hash}.jpg`, `private/picture/${young.hash}.jpg`, foreign]),
    );
    expect((await t.app.inject({ method: 'GET', url: kept.url })).statusCode).toBe(200);
    expect((await sweep()).stdout).toMatch(/^0 file\(s\) removed/);
  });

  it('refuses an unknown files command with the usage text', async () => {
    const failure = await cliInProcess(['files', 'purge'], { DATA_DIR: t.config.dataDir }).catch((e) => e);
    expect(failure.code).toBe(2);
    expect(failure.stderr).toContain('files sweep [--dry-run]');
  });
});
