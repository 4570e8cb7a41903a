// HTTP behaviour shared by every call: error answers, security headers, the single-page app.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client } from '../support/client';
import { createTestApp, dialects } from '../support/testApp';
import { addUser, PASSWORD } from '../support/users';

function fakeDist() {
  const dir = mkdtempSync(join(tmpdir(), 'dist-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>app</title>');
  writeFileSync(join(dir, 'assets', 'app-abc123.js'), 'console.log(1)');
  return dir;
}

describe.each(dialects())('http rules on $name', (dialect) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let admin: Client;
  beforeAll(async () => {
    t = await createTestApp(dialect, { distDir: fakeDist() });
    t.app.get('/api/boom', { config: { access: 'public' } }, async () => {
      throw new Error('secret internals at /srv/app.ts:42');
    });
    await addUser(t.app, 'admin@test.local', ['ADMIN']);
    admin = new Client(t.app);
    await admin.login('admin@test.local', PASSWORD);
  });
  afterAll(() => t.close());

  it('serves index.html, uncached, for deep links and the password pages', async () => {
    for (const url of ['/admin/cities', '/restorepassword/abc', '/login', '/']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toContain('no-cache');
    }
  });

  it('serves hashed assets with long-lived caching', async () => {
    const res = await t.app.inject({ url: '/assets/app-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('sends the security headers on every answer', async () => {
    for (const url of ['/admin/cities', '/api/roles', '/api/nothing']) {
      const res = await t.app.inject({ url });
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
  });

  it('answers an unknown API route with a clear 404 in the session language', async () => {
    const res = await new Client(t.app).get('/api/nothing');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: 404, message: 'Не найдено', path: '/api/nothing' });
  });

  it('answers malformed JSON and unsupported content types with 4xx and a message', async () => {
    const token = await admin.csrf();
    const cookie = [...admin.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const headers = { cookie, 'x-xsrf-token': token };
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/admin/city',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: '{"slug":',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Некорректный JSON в теле запроса');
    const odd = await t.app.inject({
      method: 'POST',
      url: '/api/admin/city',
      headers: { ...headers, 'content-type': 'text/csv' },
      payload: 'a,b',
    });
    expect(odd.statusCode).toBe(415);
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/admin/city',
      headers: { ...headers, 'content-type': 'multipart/form-data; boundary=xyz' },
      payload: '--xyz\r\nbroken',
    });
    expect(broken.statusCode).toBeGreaterThanOrEqual(400);
    expect(broken.statusCode).toBeLessThan(500);
  });

  it('hides the details of a 5xx behind an id', async () => {
    const res = await t.app.inject({ url: '/api/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('secret internals');
    expect(res.json().id).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.json().message).toContain(res.json().id);
  });
});
