// The request log (server/http/requestLog.ts): one line per request at info, written when it is
// answered, with the request's method, address without its query, caller, status and time under
// its id; nothing at warn.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client } from '../support/client';
import { createTestApp, dialects } from '../support/testApp';
import { ACCOUNTS, addRoleAccounts, PASSWORD } from '../support/users';

type Line = { msg: string; reqId?: string; req?: Record<string, unknown>; res?: { statusCode: number }; responseTime?: number };

describe.each(dialects())('request log on $name', (dialect) => {
  const lines: Line[] = [];
  let t: Awaited<ReturnType<typeof createTestApp>>;

  beforeAll(async () => {
    t = await createTestApp(dialect, { logLevel: 'info' }, { write: (line) => lines.push(JSON.parse(line)) });
    await addRoleAccounts(t.app);
  });
  afterAll(() => t.close());

  it('writes one line per request, when it is answered', async () => {
    const client = new Client(t.app);
    await client.login(ACCOUNTS.ADMIN, PASSWORD);
    lines.length = 0;
    const answer = await client.get('/api/admin/clinicslist?page=0&size=15&q=secret-word');
    expect(answer.statusCode).toBe(200);
    const own = lines.filter((line) => line.reqId);
    expect(own).toHaveLength(1);
    const [line] = own;
    expect(line.msg).toBe('request completed');
    expect(line.req).toEqual({ method: 'GET', url: '/api/admin/clinicslist', ip: '127.0.0.1' });
    expect(line.res).toEqual({ statusCode: 200 });
    expect(line.responseTime).toBeGreaterThan(0);
    expect(JSON.stringify(lines)).not.toContain('secret-word');
  });

  it('writes a request and a reply by their serializers only: no header reaches the log', async () => {
    lines.length = 0;
    const headers = { cookie: 'SESSION=secret-cookie', 'set-cookie': 'SESSION=secret-set' };
    t.app.log.info(
      { req: { method: 'GET', url: '/x?token=secret-query', ip: '::1', headers }, res: { statusCode: 200, headers } },
      'probe',
    );
    expect(lines).toHaveLength(1);
    expect(lines[0].req).toEqual({ method: 'GET', url: '/x', ip: '::1' });
    expect(lines[0].res).toEqual({ statusCode: 200 });
    expect(JSON.stringify(lines)).not.toMatch(/secret/);
  });

  it('logs refused calls the same way, and nothing when the level is warn', async () => {
    lines.length = 0;
    expect((await new Client(t.app).get('/api/admin/citieslist')).statusCode).toBe(401);
    expect(lines.filter((line) => line.reqId).map((line) => [line.msg, line.res?.statusCode])).toEqual([['request completed', 401]]);
    t.app.log.level = 'warn';
    lines.length = 0;
    await new Client(t.app).get('/api/admin/citieslist');
    t.app.log.level = 'info';
    expect(lines).toEqual([]);
  });
});
