// The guide's example (docs/adding-a-resource.md, "Edit, delete and per-language fields") added as
// the guide says: its migration and declaration, written at their paths in a copy of the project,
// run on a test app; the browser's data provider drives its calls as the screen does. A term is
// added in Russian, edited in English, refused when saved or deleted with a stale version, and
// deleted with the current one, each change in the history.
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnyScreen, ResourceDefinition } from '../../common/resource';
import { createHttp } from '../../dataProvider/http';
import type { AppDataProvider } from '../../dataProvider/index';
import type { DialectName } from '../../server/db/dialect';
import type { GeneratedResource } from '../../server/engine/declarations';
import { resourceRoutes } from '../../server/engine/resourceRoutes';
import { plainDataProvider } from '../../src/testing/declaredProvider';
import { Client } from '../support/client';
import { type GuideExample, writeGuideExample } from '../support/guideExample';
import { injectBrowser } from '../support/injectBrowser';
import { createTestApp, dialects } from '../support/testApp';
import { ACCOUNTS, addRoleAccounts, fingerprint, PASSWORD } from '../support/users';

type Migration = { up: (db: Kysely<unknown>, dialect: DialectName) => Promise<void> };
type Term = { id: number; slug: string; nameRU: string | null; nameEN: string | null; definitionRU: string | null; updated: number };

const CONFLICT = 'Запись уже изменил кто-то другой, пока вы её редактировали';

let example: GuideExample;
let terms: ResourceDefinition;
let migration: Migration;
beforeAll(async () => {
  example = writeGuideExample();
  const { screens } = (await import(example.files['resources/terms/index.ts'])) as { screens: AnyScreen[] };
  terms = screens[0] as ResourceDefinition;
  migration = await import(example.files['server/db/migrations/2026_11_27_02_terms.ts']);
});
afterAll(() => example.remove());

describe.each(dialects())('the guide’s example on $name', (dialect) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let admin: Client;
  let provider: AppDataProvider;
  const list = async () => (await admin.get('/api/admin/terms')).json().terms as Term[];
  const history = async (id: number) =>
    (
      await t.app.db
        .selectFrom('audit_log')
        .select(['action', 'changes'])
        .where('entity', '=', 'terms')
        .where('entity_id', '=', String(id))
        .orderBy('id')
        .execute()
    ).map((row) => [row.action, JSON.parse(row.changes ?? 'null')]);

  beforeAll(async () => {
    t = await createTestApp(dialect);
    await migration.up(t.app.db as unknown as Kysely<unknown>, t.app.dialect);
    await t.app.register(resourceRoutes([terms as GeneratedResource]));
    await addRoleAccounts(t.app);
    admin = new Client(t.app);
    await admin.login(ACCOUNTS.ADMIN, PASSWORD);
    await admin.csrf();
    provider = plainDataProvider(createHttp(injectBrowser(t.app, admin).env), terms);
  });
  afterAll(() => t.close());

  it('adds a term in Russian: the English columns stay empty, the transforms apply', async () => {
    const { data } = await provider.create('terms', {
      data: { slug: ' /angioplasty', name: ' Ангиопластика ', definition: 'Расширение сосуда' },
      meta: { locals: 'RU' },
    });
    expect(data.id).toEqual(expect.any(Number));
    expect(await list()).toEqual([
      {
        id: data.id,
        slug: 'angioplasty',
        nameRU: 'Ангиопластика',
        nameEN: null,
        definitionRU: 'Расширение сосуда',
        definitionEN: null,
        updated: expect.any(Number),
      },
    ]);
  });

  it('edits it in English: the form loads and saves that language only, with its version', async () => {
    const [term] = await list();
    const { data: english } = await provider.getOne('terms', { id: term.id, meta: { locals: 'EN' } });
    expect(english).toMatchObject({ id: term.id, slug: 'angioplasty', name: '', definition: '', updated: term.updated });
    await provider.update('terms', {
      id: term.id,
      data: { ...english, name: 'Angioplasty', definition: 'Widening a narrowed vessel' },
      previousData: english,
      meta: { locals: 'EN' },
    });
    const [saved] = await list();
    expect(saved).toMatchObject({ nameRU: 'Ангиопластика', nameEN: 'Angioplasty', definitionRU: 'Расширение сосуда' });
    expect(saved.updated).toBeGreaterThan(term.updated);
    const { data: russian } = await provider.getOne('terms', { id: term.id, meta: { locals: 'RU' } });
    expect(russian).toMatchObject({ name: 'Ангиопластика', definition: 'Расширение сосуда', updated: saved.updated });
    expect(await history(term.id)).toEqual([
      ['create', { slug: [null, 'angioplasty'], nameRU: [null, 'Ангиопластика'], definitionRU: [null, 'Расширение сосуда'] }],
      ['update', { nameEN: [null, 'Angioplasty'], definitionEN: [null, 'Widening a narrowed vessel'] }],
    ]);
  });

  it('refuses a save and a delete with a stale version (409, the conflict message), changing nothing', async () => {
    const [term] = await list();
    const { data: loaded } = await provider.getOne('terms', { id: term.id, meta: { locals: 'RU' } });
    // Someone else saves meanwhile.
    await provider.update('terms', {
      id: term.id,
      data: { ...loaded, definition: 'Баллонная ангиопластика' },
      previousData: loaded,
      meta: { locals: 'RU' },
    });
    const before = await fingerprint(t.app);
    const staleSave = provider.update('terms', {
      id: term.id,
      data: { ...loaded, name: 'Стентирование' },
      previousData: loaded,
      meta: { locals: 'RU' },
    });
    await expect(staleSave).rejects.toMatchObject({ status: 409, message: CONFLICT });
    const staleDelete = provider.delete('terms', { id: term.id, previousData: term });
    await expect(staleDelete).rejects.toMatchObject({ status: 409, message: CONFLICT });
    expect(await fingerprint(t.app)).toBe(before);
    expect((await list()).map((row) => row.id)).toEqual([term.id]);
  });

  it('deletes the term shown with its current version, with a history row', async () => {
    const { data: rows } = await provider.getList('terms', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'nameRU', order: 'ASC' },
      filter: {},
    });
    await provider.delete('terms', { id: rows[0].id, previousData: rows[0] });
    expect(await list()).toEqual([]);
    expect((await history(Number(rows[0].id))).map(([action]) => action)).toEqual(['create', 'update', 'update', 'delete']);
    await expect(provider.getOne('terms', { id: rows[0].id, meta: { locals: 'RU' } })).rejects.toMatchObject({ status: 404 });
  });

  it('refuses a save without its language, and a name of the same language that another term holds', async () => {
    const before = await fingerprint(t.app);
    const unlabelled = await admin.post('/api/admin/term', { json: { slug: 'stenting', name: 'Стентирование', definition: '' } });
    expect(unlabelled.statusCode).toBe(400);
    expect(unlabelled.json()).toEqual({ error: { locals: ['Выберите значение'] } });
    expect(await fingerprint(t.app)).toBe(before);

    await provider.create('terms', { data: { slug: 'stenting', name: 'Stenting', definition: '' }, meta: { locals: 'EN' } });
    const sameLanguage = provider.create('terms', { data: { slug: 'stent', name: 'Stenting', definition: '' }, meta: { locals: 'EN' } });
    await expect(sameLanguage).rejects.toMatchObject({ status: 400, body: { errors: { name: 'Это значение уже используется' } } });
    // The same word in the other language is another term's Russian name: allowed.
    await provider.create('terms', { data: { slug: 'stent', name: 'Stenting', definition: '' }, meta: { locals: 'RU' } });
    expect((await list()).map((row) => [row.slug, row.nameRU, row.nameEN])).toEqual([
      ['stent', 'Stenting', null],
      ['stenting', null, 'Stenting'],
    ]);
  });
});
