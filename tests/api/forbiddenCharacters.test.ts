// The door of issue 22 point 2, on every dialect: a clinic renamed with a noncharacter or a control
// character, as the browser's form would send it, is refused on the field with the rule's message
// in the session's language, and nothing of the save is stored; rich text likewise.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveHub } from '../../server/repositories/hubs';
import { Client } from '../support/client';
import { addClinic, ensureCities } from '../support/clinicRows';
import { createTestApp, dialects } from '../support/testApp';
import { addUser, PASSWORD } from '../support/users';

const HASH = '2222e022-0000-4000-8000-000000000001';
const RU = 'Текст содержит недопустимые символы (управляющие символы или несимволы Юникода): удалите их или наберите текст заново';
const EN =
  'The text contains characters that are not allowed (control characters or Unicode noncharacters): remove them or type the text again';

const baseForm = {
  locals: 'RU',
  slug: 'chars-clinic',
  name: 'Клиника «Здоровье» на Тверской',
  shortName: 'Здоровье',
  region: '77',
  city: 'Москва',
  citySelect: '1',
  address: 'ул. Тверская, д. 1',
  phone: '+7 (495) 123-45-67',
  email: 'info@health.test',
  website: 'https://health.test',
  languages: ['RU'],
  latitude: '55.75',
  longitude: '37.6',
  rating: '4.5',
};

describe.each(dialects())('forbidden characters on $name', (dialect) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let c: Client;
  let clinicId = 0;
  const stored = () =>
    t.app.db
      .selectFrom('clinic_l10n as l')
      .innerJoin('clinics as c', 'c.id', 'l.clinic_id')
      .select(['l.name', 'l.address', 'c.slug', 'c.updated'])
      .where('l.clinic_id', '=', clinicId)
      .where('l.lang', '=', 'RU')
      .executeTakeFirstOrThrow();

  beforeAll(async () => {
    t = await createTestApp(dialect);
    await addUser(t.app, 'admin@test.local', ['ADMIN']);
    const hubId = await t.app.db
      .transaction()
      .execute((trx) => saveHub(trx, undefined, { slug: 'center', name: { RU: 'Центр', EN: 'Center' }, seo: { RU: '', EN: '' } }));
    await ensureCities(t.app.db, t.app.dialect, [1], Number(hubId));
    clinicId = await addClinic(t.app.db, { hash: HASH, slug: 'chars-clinic', cityId: 1, names: { RU: 'Клиника Здоровье' } });
    c = new Client(t.app);
    await c.login('admin@test.local', PASSWORD);
  });
  afterAll(() => t.close());

  it('refuses a clinic name holding U+FFFF on its field, and stores nothing of the save', async () => {
    const before = await stored();
    const res = await c.post(`/api/admin/base/${HASH}`, {
      form: { ...baseForm, name: 'Клиника\uFFFF «Здоровье»', address: 'ул. Тверская,\u0001 д. 2' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: { name: [RU], address: [RU] } });
    expect(await stored()).toEqual(before);
    // The same form without them saves: nothing else in it was wrong.
    expect((await c.post(`/api/admin/base/${HASH}`, { form: { ...baseForm, address: 'ул. Тверская,\tд. 2' } })).statusCode).toBe(200);
    expect(await stored()).toMatchObject({ name: baseForm.name, address: 'ул. Тверская,\tд. 2' });
  });

  it('refuses them in rich text, as characters or as references, in the session’s language', async () => {
    await c.post('/api/change-locale?lang=en');
    const additional = { locals: 'RU', airportAddress: 'Аэропорт Шереметьево' };
    for (const description of ['<p>О клинике\u0085</p>', '<p>О клинике&#xFFFF;</p>']) {
      const res = await c.post(`/api/admin/additional/${HASH}`, { form: { ...additional, description } });
      expect(res.statusCode, description).toBe(400);
      expect(res.json(), description).toEqual({ error: { description: [EN] } });
    }
    const profile = await t.app.db.selectFrom('clinic_profile_l10n').select('description').where('clinic_id', '=', clinicId).execute();
    expect(profile.map((row) => row.description).join('')).not.toMatch(/О клинике/);
    await c.post('/api/change-locale?lang=ru');
  });
});
