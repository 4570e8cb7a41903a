// The search everywhere (issue 27; GET /api/search) on every dialect: word starts in Russian and
// English, any case, ё = е, several words in any order, ids, the limit per kind with the total,
// only the kinds the user's roles may open (with their addresses in the admin UI), the index kept
// in step with writes (a rename, a delete), and refusals in the user's language.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client } from '../support/client';
import { addClinic } from '../support/clinicRows';
import { addLeads } from '../support/leads';
import { addDoctor } from '../support/peopleRows';
import { createTestApp, dialects } from '../support/testApp';
import { ACCOUNTS, addRoleAccounts, PASSWORD } from '../support/users';

type Group = { resource: string; total: number; items: { id: number; title: string; subtitle: string; path: string }[] };

describe.each(dialects())('search everywhere on $name', (dialect) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  const as: Record<'ADMIN' | 'MANAGER' | 'REDACTOR', Client> = {} as never;
  const ids = { clinic: 0, doctor: 0, article: 0, tag: 0, lead: 0 };
  const search = async (client: Client, query: string) => {
    const res = await client.get(`/api/search?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().groups as Group[];
  };
  const group = (groups: Group[], resource: string) => groups.find((g) => g.resource === resource);

  const addArticle = async (name: string, typ = 'ARTICLE') => {
    const now = Date.now();
    const row = await t.app.db
      .insertInto('articles')
      .values({ typ, lang: 'RU', name, slug: `s-${now}-${Math.random()}`, published_dt: now, media_id: null, created: now, updated: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    await addRoleAccounts(t.app);
    for (const role of ['ADMIN', 'MANAGER', 'REDACTOR'] as const) {
      as[role] = new Client(t.app);
      await as[role].login(ACCOUNTS[role], PASSWORD);
    }
    ids.clinic = await addClinic(t.app.db, {
      hash: 'c-hash',
      slug: 'c',
      names: { RU: 'Клиника «Ёлочка» Москва', EN: 'Fir Tree Clinic Moscow' },
    });
    await addClinic(t.app.db, { hash: 'c2-hash', slug: 'c2', names: { RU: 'Медцентр Москва', EN: 'Medcentre Moscow' } });
    ids.doctor = await addDoctor(t.app.db, { slug: 'd', names: { RU: 'Иванов Пётр Сергеевич', EN: 'Ivanov Petr' } });
    await t.app.db
      .insertInto('clinic_doctors')
      .values({ clinic_id: ids.clinic, doctor_id: ids.doctor, published: 1, position: 0 })
      .execute();
    ids.article = await addArticle('Лечение суставов в Москве');
    ids.tag = await addArticle('Суставы', 'TAG');
    [ids.lead] = await addLeads(t.app.db, 1, { name: 'Семёнова Анна', email: 'anna@test.local' });
  });
  afterAll(() => t.close());

  it('finds a clinic by a word start in Russian or English, any case, ё as е', async () => {
    for (const query of ['ёлоч', 'ЕЛОЧ', 'fir', 'TREE']) {
      const clinics = group(await search(as.ADMIN, `q=${encodeURIComponent(query)}`), 'clinics');
      expect(clinics, query).toEqual({
        resource: 'clinics',
        total: 1,
        items: [
          { id: ids.clinic, title: 'Клиника «Ёлочка» Москва', subtitle: expect.any(String), path: '/admin/clinics/profile/c-hash/base' },
        ],
      });
    }
    expect(await search(as.ADMIN, 'q=лочка')).toEqual([]);
  });

  it('asks every word of the query, in any order, and titles in the user’s language', async () => {
    expect(group(await search(as.ADMIN, 'q=моск'), 'clinics')?.total).toBe(2);
    expect(group(await search(as.ADMIN, `q=${encodeURIComponent('моск клин')}`), 'clinics')?.items.map((i) => i.id)).toEqual([ids.clinic]);
    const english = new Client(t.app);
    await english.post('/api/change-locale?lang=en');
    await english.login(ACCOUNTS.ADMIN, PASSWORD);
    const doctors = group(await search(english, `q=${encodeURIComponent('petr iva')}`), 'doctors');
    expect(doctors?.items).toEqual([
      { id: ids.doctor, title: 'Ivanov Petr', subtitle: '', path: '/admin/clinics/profile/c-hash/clinicdoctors' },
    ]);
    expect(group(await search(as.ADMIN, `q=${encodeURIComponent('петр')}`), 'doctors')?.items[0].title).toBe('Иванов Пётр Сергеевич');
  });

  it('finds articles and tags apart, by word start, and records by their id', async () => {
    const groups = await search(as.ADMIN, `q=${encodeURIComponent('сустав')}`);
    expect(group(groups, 'articles')?.items.map((i) => [i.id, i.path])).toEqual([[ids.article, `/admin/articles/edit/${ids.article}`]]);
    expect(group(groups, 'tags')?.items.map((i) => [i.id, i.path])).toEqual([[ids.tag, `/admin/tags/edit/${ids.tag}`]]);
    const byId = await search(as.ADMIN, `q=${ids.doctor}`);
    expect(group(byId, 'doctors')?.items.map((i) => i.id)).toEqual([ids.doctor]);
  });

  it('shows at most `limit` of a kind, with the total of them', async () => {
    for (let i = 0; i < 3; i++) await addClinic(t.app.db, { hash: `many-${i}`, slug: `many-${i}`, names: { RU: `Многопрофильная ${i}` } });
    const clinics = group(await search(as.ADMIN, 'q=%D0%BC%D0%BD%D0%BE%D0%B3&limit=2'), 'clinics');
    expect(clinics?.total).toBe(3);
    expect(clinics?.items).toHaveLength(2);
  });

  it('answers only the kinds the user’s roles may open, at their addresses for that role', async () => {
    const anna = `q=${encodeURIComponent('семенова')}`;
    expect((await search(as.ADMIN, anna)).map((g) => g.resource)).toEqual([]);
    expect(await search(as.MANAGER, anna)).toEqual([
      {
        resource: 'leads',
        total: 1,
        items: [{ id: ids.lead, title: 'Семёнова Анна', subtitle: expect.any(String), path: '/manager/leads' }],
      },
    ]);
    const joint = `q=${encodeURIComponent('сустав')}`;
    expect((await search(as.REDACTOR, joint)).map((g) => g.resource)).toEqual(['articles', 'tags']);
    expect(await search(as.MANAGER, joint)).toEqual([]);
    expect(await search(as.REDACTOR, 'q=%D1%91%D0%BB%D0%BE%D1%87')).toEqual([]);
    const anonymous = await new Client(t.app).get('/api/search?q=clinic');
    expect(anonymous.statusCode).toBe(401);
  });

  it('follows renames and deletes', async () => {
    await t.app.db
      .updateTable('clinic_l10n')
      .set({ short_name: 'Сосновый бор' })
      .where('clinic_id', '=', ids.clinic)
      .where('lang', '=', 'RU')
      .execute();
    expect(group(await search(as.ADMIN, 'q=%D1%81%D0%BE%D1%81%D0%BD'), 'clinics')?.items.map((i) => i.id)).toEqual([ids.clinic]);
    await t.app.db.deleteFrom('articles').where('id', '=', ids.tag).execute();
    expect(group(await search(as.ADMIN, `q=${encodeURIComponent('сустав')}`), 'tags')).toBeUndefined();
  });

  it('forgets the words a record no longer has, in both languages, and a record deleted with its parent', async () => {
    const doctor = await addDoctor(t.app.db, { slug: 'd2', names: { RU: 'Кузнецова Ольга', EN: 'Kuznetsova Olga' } });
    const found = async (query: string) =>
      group(await search(as.ADMIN, `q=${encodeURIComponent(query)}`), 'doctors')?.items.map((i) => i.id) ?? [];
    expect(await found('кузн оль')).toEqual([doctor]);
    await t.app.db.updateTable('doctor_l10n').set({ name: 'Смирнова Ольга' }).where('doctor_id', '=', doctor).execute();
    expect(await found('кузн')).toEqual([]);
    expect(await found('kuzn')).toEqual([]);
    expect(await found('оль смир')).toEqual([doctor]);
    await t.app.db.deleteFrom('doctors').where('id', '=', doctor).execute();
    expect(await found('смир')).toEqual([]);
  });

  // PostgreSQL reads a kind's matches a bucket of ids (id >> 14) at a time, and the buckets left at
  // once when those read hold few (the migration 2026_12_07_01): the answer is the same whichever.
  it('finds records whose ids lie in later buckets, the first by id shown, every one counted', async () => {
    const far = [20_000, 40_000, 56_000];
    for (const [i, id] of far.entries())
      await addClinic(t.app.db, { id, hash: `far-${i}`, slug: `far-${i}`, names: { RU: `Дальняя ${['Альфа', 'Бета', 'Гамма'][i]}` } });
    const near = await addClinic(t.app.db, { hash: 'near', slug: 'near', names: { RU: 'Дальнобойная' } });
    const clinics = async (query: string, limit = 5) =>
      group(await search(as.ADMIN, `q=${encodeURIComponent(query)}&limit=${limit}`), 'clinics');
    expect((await clinics('дальняя'))?.items.map((i) => i.id)).toEqual(far);
    expect(await clinics('дальн', 2)).toMatchObject({
      total: 4,
      items: [{ id: Math.min(near, far[0]) }, { id: far[near < far[0] ? 0 : 1] }],
    });
    expect((await clinics('гам дальняя'))?.items.map((i) => i.id)).toEqual([far[2]]);
  });

  it('refuses a missing, long or out-of-range query with a message in the user’s language', async () => {
    for (const query of ['', 'q=', `q=${'a'.repeat(201)}`, 'q=x&limit=0', 'q=x&limit=51', 'q=x&limit=many']) {
      const res = await as.ADMIN.get(`/api/search?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message).toBe('Поиск: q — текст (символов: 1–200), limit — целое число (1–50)');
    }
    const english = new Client(t.app);
    await english.post('/api/change-locale?lang=en');
    await english.login(ACCOUNTS.ADMIN, PASSWORD);
    expect((await english.get('/api/search?limit=0&q=x')).json().message).toBe(
      'Search: q is text (characters: 1–200), limit a whole number (1–50)',
    );
    expect(await search(as.ADMIN, 'q=%E2%80%94')).toEqual([]);
  });
});
