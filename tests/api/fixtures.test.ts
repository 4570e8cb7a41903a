// Every sample payload through the browser's resolver AND the real server route, sent as the UI
// sends it (multipart text fields, in English): the same fields must fail, with the same first
// message. Business outcomes that need real data (an existing hub, a live link) are set up so
// that only validation decides.
import type { FieldValues, ResolverOptions } from 'react-hook-form';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../../i18n/interpolate';
import { type SchemaName, schemaRegistry } from '../../schemas/registry';
import { schemaResolver } from '../../schemas/resolver';
import { issueToken } from '../../server/repositories/authTokens';
import { saveHub } from '../../server/repositories/hubs';
import { type FixtureCase, loadFixtures } from '../fixtures/loadFixtures';
import { Client } from '../support/client';
import { createTestApp, dialects } from '../support/testApp';
import { addUser, PASSWORD } from '../support/users';

const ROUTES: Record<SchemaName, { url: string; errorKey: 'error' | 'errors' }> = {
  city: { url: '/api/admin/city', errorKey: 'error' },
  hub: { url: '/api/admin/savehub', errorKey: 'error' },
  login: { url: '/login', errorKey: 'errors' },
  setPassword: { url: '/api/restorepassword', errorKey: 'errors' },
  forgotPassword: { url: '/api/forgotpassword', errorKey: 'errors' },
};

const english = (key: string, params?: Record<string, string | number>) => translate('en', key, params);
const options: ResolverOptions<FieldValues> = { fields: {}, shouldUseNativeValidation: false };

/** As the UI's FormData: absent and null values are not sent, lists repeat the field. */
function asForm(data: unknown): Record<string, string | string[]> {
  const form: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries((data ?? {}) as Record<string, unknown>)) {
    if (value === null || value === undefined) continue;
    form[name] = Array.isArray(value) ? value.map(String) : String(value);
  }
  return form;
}

async function browserVerdict(fixture: FixtureCase): Promise<Record<string, string>> {
  const result = await schemaResolver(schemaRegistry[fixture.schema], english)(fixture.data as FieldValues, undefined, options);
  return Object.fromEntries(Object.entries(result.errors).map(([field, error]) => [field, String((error as { message: string }).message)]));
}

describe.each(dialects())('fixtures through the server routes on $name', (dialect) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let admin: Client;
  let userId: number;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    await addUser(t.app, 'admin@test.local', ['ADMIN']);
    // Links go to another account: setting a password ends its owner's sessions.
    userId = (await addUser(t.app, 'linked@test.local', ['REDACTOR'])).id;
    // Hubs 1-5 exist, so a hub id passes the route's existence check whenever the schema passes.
    await t.app.db.transaction().execute(async (trx) => {
      for (let i = 1; i <= 5; i++)
        await saveHub(trx, undefined, { slug: `hub-${i}`, name: { RU: `Хаб ${i}`, EN: `Hub ${i}` }, seo: { RU: '', EN: '' } });
    });
    admin = new Client(t.app);
    await admin.login('admin@test.local', PASSWORD);
    await admin.post('/api/change-locale?lang=en');
  });
  afterAll(() => t.close());

  it.each(loadFixtures())('$schema $name: same verdict as the browser', async (fixture) => {
    const route = ROUTES[fixture.schema];
    const form = asForm(fixture.data);
    if (fixture.schema === 'setPassword' && fixture.fields.length === 0) form.hash = await issueToken(t.app.db, userId, 'restore');
    if (fixture.schema === 'city')
      await t.app.db
        .deleteFrom('city_l10n')
        .execute()
        .then(() => t.app.db.deleteFrom('cities').execute());
    if (fixture.schema === 'hub') await t.app.db.deleteFrom('hubs').where('slug', 'not like', 'hub-%').execute();
    const res = await admin.post(route.url, { form });
    const errors: Record<string, string[]> = res.statusCode === 400 ? (res.json()[route.errorKey] ?? {}) : {};
    const server = Object.fromEntries(Object.entries(errors).map(([field, messages]) => [field, messages[0]]));
    expect(Object.keys(server).sort()).toEqual(fixture.fields);
    expect(server).toEqual(await browserVerdict(fixture));
  });
});
