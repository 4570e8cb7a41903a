// The demo users (issue 22 point 6), on every dialect: each has a time zone of the profile's list,
// so an administrator who opens a demo user's profile and saves it unchanged is not first asked
// to choose one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TIME_ZONE_IDS } from '../../schemas/userBase';
import { demoAccounts } from '../../server/demo/accounts';
import { loadDemo } from '../../server/demo/loadDemo';
import { Client } from '../support/client';
import { createTestApp, dialects } from '../support/testApp';

describe.each(dialects())('demo users on $name', (dialect) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let admin: Client;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    await loadDemo(t.app.db);
    const account = demoAccounts.find((a) => a.role === 'ADMIN');
    admin = new Client(t.app);
    expect((await admin.login(account?.email ?? '', account?.password ?? '')).statusCode).toBe(200);
  });
  afterAll(() => t.close());

  it('gives every demo user (role accounts, pending and blocked employees) a time zone of the list', async () => {
    const users = await t.app.db.selectFrom('users').select(['email', 'time_zone']).orderBy('id').execute();
    expect(users.map((user) => user.email)).toEqual(
      expect.arrayContaining([...demoAccounts.map((a) => a.email), 'new.employee@demo.local', 'former.employee@demo.local']),
    );
    for (const user of users) expect(TIME_ZONE_IDS, user.email).toContain(user.time_zone);
  });

  it('saves each demo user’s profile as it was loaded', async () => {
    const hashes = await t.app.db.selectFrom('users').select('hash').orderBy('id').execute();
    for (const { hash } of hashes) {
      const { user } = (await admin.get(`/api/admin/user?hash=${hash}`)).json();
      const saved = await admin.post('/api/admin/user', {
        form: { hash, name: user.name, timeZone: user.timeZone },
        headers: { 'if-match': String(user.updated) },
      });
      expect(saved.statusCode, `${user.email}: ${saved.body}`).toBe(200);
      expect(saved.json().user).toMatchObject({ name: user.name, timeZone: user.timeZone });
    }
  });
});
