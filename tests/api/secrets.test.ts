// Secrets never leave where they belong: no password, session id, CSRF token or link secret in
// the log, and no password hash, link secret or session id in any answer body.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client } from '../support/client';
import { waitForLink } from '../support/outbox';
import { createTestApp, dialects } from '../support/testApp';
import { addUser, PASSWORD } from '../support/users';

describe.each(dialects())('secrets on $name', (dialect) => {
  const lines: string[] = [];
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp(dialect, { logLevel: 'trace' }, { write: (line) => lines.push(line) });
    await addUser(t.app, 'keeper@test.local', ['ADMIN']);
  });
  afterAll(() => t.close());

  it('keeps them out of the log and out of answers through sign-in and a password restore', async () => {
    const bodies: string[] = [];
    const c = new Client(t.app);
    bodies.push((await c.login('keeper@test.local', PASSWORD)).body);
    const session = c.cookies.get('SESSION') ?? '';
    const csrf = c.cookies.get('XSRF-TOKEN') ?? '';
    bodies.push((await c.get('/api/roles')).body);
    bodies.push((await c.post('/api/forgotpassword', { form: { email: 'keeper@test.local' } })).body);
    const link = await waitForLink(t.config.dataDir, 'restorepassword');
    const hash = link.split('/').at(-1) ?? '';
    await t.app.inject({ url: `/restorepassword/${hash}` });
    bodies.push((await c.get(`/api/restorepassword?hash=${hash}`)).body);
    bodies.push((await c.post('/api/restorepassword', { form: { hash, password1: 'fresh-pass-9', password2: 'fresh-pass-9' } })).body);

    expect(lines.length).toBeGreaterThan(10);
    for (const secret of [PASSWORD, 'fresh-pass-9', session, csrf, hash]) {
      expect(lines.filter((l) => l.includes(secret))).toEqual([]);
    }
    const answers = bodies.join('\n');
    for (const secret of ['scrypt$', session, hash]) expect(answers).not.toContain(secret);
  });
});
