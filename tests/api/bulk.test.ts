// Bulk actions (issue 27 point 3; POST /api/bulk/:resource/:action) on every dialect: each list's
// actions change every named record by the single action's rule, with one history row per record;
// a record stored since the list showed it (a stale version) is skipped with the single action's
// refusal in the caller's language while the others go on; a file in use and a move a lead's state
// refuses are skipped the same way; only the single action's roles; unknown actions, too many ids
// and malformed bodies refused in the caller's language; the single toggles still answer as before.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BULK_MAX } from '../../resources/bulk/calls';
import { insertMediaFile } from '../../server/repositories/mediaFiles';
import { catalogueApp } from '../support/catalogue';
import { Client } from '../support/client';
import { addLeads } from '../support/leads';
import { dialects } from '../support/testApp';
import { ACCOUNTS, addUser, PASSWORD } from '../support/users';

type Answer = { done: number[]; skipped: { id: number; reason: string }[] };

const STALE_RU = 'Запись уже изменил кто-то другой, пока вы её редактировали';
const STALE_EN = 'Someone else changed this record while you were editing it';

describe.each(dialects())('bulk actions on $name', (dialect) => {
  let t: Awaited<ReturnType<typeof catalogueApp>>;
  const as: Record<'MANAGER' | 'REDACTOR' | 'ENGLISH', Client> = {} as never;
  let clinics: { id: number; hash: string }[];

  const bulk = (client: Client, path: string, json: object) => client.post(`/api/bulk/${path}`, { json });
  const history = (entity: string, ids: number[]) =>
    t.app.db
      .selectFrom('audit_log')
      .select(['entity_id', 'action'])
      .orderBy('id')
      .where('entity', '=', entity)
      .where('entity_id', 'in', ids.map(String))
      .execute();
  const visibility = async (ids: number[], lang: 'RU' | 'EN') =>
    (
      await t.app.db
        .selectFrom('clinic_l10n')
        .select(['clinic_id', 'visible'])
        .where('clinic_id', 'in', ids)
        .where('lang', '=', lang)
        .execute()
    )
      .sort((a, b) => a.clinic_id - b.clinic_id)
      .map((row) => Number(row.visible));

  beforeAll(async () => {
    t = await catalogueApp(dialect);
    for (const role of ['MANAGER', 'REDACTOR'] as const) {
      await addUser(t.app, ACCOUNTS[role], [role]);
      as[role] = new Client(t.app);
      await as[role].login(ACCOUNTS[role], PASSWORD);
    }
    // An administrator who reads English.
    await addUser(t.app, 'english@test.local', ['ADMIN']);
    as.ENGLISH = new Client(t.app);
    await as.ENGLISH.login('english@test.local', PASSWORD);
    await as.ENGLISH.post('/api/change-locale?lang=en');
    clinics = await t.app.db.selectFrom('clinics').select(['id', 'hash']).orderBy('id').limit(4).execute();
  });
  afterAll(() => t.close());

  it('hides clinics in one language, each with its history row, skipping a stale one with its reason', async () => {
    const ids = clinics.map((c) => c.id);
    // Without versions every clinic is run, whatever its version; a repeated id counts once.
    const shown = await bulk(t.admin, 'clinics/showEN', { ids: [...ids, ids[0]] });
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.headers['cache-control']).toBe('no-store');
    expect(shown.json()).toEqual({ done: ids, skipped: [] });
    expect(await visibility(ids, 'EN')).toEqual([1, 1, 1, 1]);
    const listed = await t.app.db.selectFrom('clinics').select(['id', 'updated']).where('id', 'in', ids).execute();
    const versions = Object.fromEntries(listed.map((c) => [c.id, Number(c.updated)]));
    const [stale, ...fresh] = clinics;
    // Someone else changes the first clinic after the list showed it.
    expect((await t.admin.post('/api/admin/toggledlead', { json: { hash: stale.hash, dLead: true } })).statusCode).toBe(200);
    const before = (await history('clinics', ids)).length;
    const res = await bulk(t.admin, 'clinics/hideEN', { ids, versions });
    expect(res.json()).toEqual({ done: fresh.map((c) => c.id), skipped: [{ id: stale.id, reason: STALE_RU }] });
    expect(await visibility(ids, 'EN')).toEqual([1, 0, 0, 0]);
    const rows = (await history('clinics', ids)).slice(before);
    expect(rows.map((row) => Number(row.entity_id)).sort()).toEqual(fresh.map((c) => c.id).sort());
    expect(rows.every((row) => row.action === 'update')).toBe(true);
    // The reason comes in the caller's language.
    const english = await bulk(as.ENGLISH, 'clinics/hideRU', { ids: [stale.id], versions: { [stale.id]: versions[stale.id] } });
    expect(english.json().skipped).toEqual([{ id: stale.id, reason: STALE_EN }]);
  });

  it('skips an unknown clinic, sets direct leads and the superagent, and refuses an unknown agent', async () => {
    const ids = clinics.slice(0, 2).map((c) => c.id);
    const on = await bulk(t.admin, 'clinics/directLeadOn', { ids: [...ids, 99_999_999] });
    expect(on.json()).toEqual({ done: ids, skipped: [{ id: 99_999_999, reason: 'Не найдено' }] });
    const leads = await t.app.db.selectFrom('clinics').select('direct_lead').where('id', 'in', ids).execute();
    expect(leads.map((row) => Number(row.direct_lead))).toEqual([1, 1]);
    const agent = await t.app.db.selectFrom('agents').select('id').orderBy('id').executeTakeFirstOrThrow();
    const set = await bulk(t.admin, 'clinics/superAgent', { ids, agentId: Number(agent.id) });
    expect(set.json()).toEqual({ done: ids, skipped: [] });
    const agents = await t.app.db.selectFrom('clinics').select('super_agent_id').where('id', 'in', ids).execute();
    expect(agents.map((row) => Number(row.super_agent_id))).toEqual([Number(agent.id), Number(agent.id)]);
    const unknown = await bulk(t.admin, 'clinics/superAgent', { ids, agentId: 99_999_999 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.agentId).toBeDefined();
    const cleared = await bulk(t.admin, 'clinics/superAgent', { ids });
    expect(cleared.json().done).toEqual(ids);
    const none = await t.app.db.selectFrom('clinics').select('super_agent_id').where('id', 'in', ids).execute();
    expect(none.map((row) => row.super_agent_id)).toEqual([null, null]);
  });

  it('takes and deletes leads as the manager, skipping a move the state refuses', async () => {
    const ids = await addLeads(t.app.db, 3);
    const [taken] = await addLeads(t.app.db, 1, { state: 'UNDERWAY' });
    const res = await bulk(as.MANAGER, 'leads/take', { ids: [...ids, taken] });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json() as Answer;
    expect(answer.done).toEqual(ids);
    // The reason is the single action's own refusal.
    const single = await as.MANAGER.post(`/api/manager/lead/${taken}/take`);
    expect(single.statusCode).toBe(409);
    expect(answer.skipped).toEqual([{ id: taken, reason: single.json().message }]);
    const states = await t.app.db.selectFrom('leads').select('state').where('id', 'in', ids).execute();
    expect(states.every((row) => row.state === 'UNDERWAY')).toBe(true);
    expect((await history('leads', ids)).filter((row) => row.action === 'update')).toHaveLength(3);
    const deleted = await bulk(as.MANAGER, 'leads/delete', { ids: [ids[0]] });
    expect(deleted.json()).toEqual({ done: [ids[0]], skipped: [] });
    expect((await t.app.db.selectFrom('leads').select('state').where('id', '=', ids[0]).executeTakeFirstOrThrow()).state).toBe('DELETED');
    // The single action is the manager's only.
    expect((await bulk(t.admin, 'leads/take', { ids })).statusCode).toBe(403);
  });

  it('publishes and withdraws articles as a redactor, with a stale one skipped and tags not touched', async () => {
    const now = Date.now();
    const mediaId = await insertMediaFile(t.app.db, { hash: 'bulk-article', fileType: 'jpg', width: 960, height: 640, size: 1000 }, now);
    const ids: number[] = [];
    for (const [n, typ] of [
      [1, 'ARTICLE'],
      [2, 'ARTICLE'],
      [3, 'TAG'],
    ] as const) {
      const saved = await as.REDACTOR.post(typ === 'TAG' ? '/api/admin/tag' : '/api/admin/article/save', {
        form: {
          id: 0,
          typ,
          locals: 'RU',
          rating: '1',
          name: `Статья для пакета ${n}`,
          teaser: 'Коротко о том, что в статье',
          text: '<p>Текст статьи, достаточно длинный</p>',
          textLong: '',
          slug: '',
          mediaId,
          mediaAlt: 'Картинка к статье',
          publishedDT: new Date().toISOString().slice(0, 10),
          published: 'false',
          allCategories: 'true',
          allHubs: 'true',
          ...(typ === 'TAG' && { tags: 'пакет' }),
        },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      ids.push(saved.json().id);
    }
    const [first, second, tag] = ids;
    const versionOf = async (id: number) =>
      Number((await t.app.db.selectFrom('articles').select('updated').where('id', '=', id).executeTakeFirstOrThrow()).updated);
    const versions = { [first]: await versionOf(first), [second]: (await versionOf(second)) - 1 };
    const res = await bulk(as.REDACTOR, 'articles/publish', { ids, versions });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      done: [first],
      skipped: [
        { id: second, reason: STALE_RU },
        { id: tag, reason: 'Не найдено' },
      ],
    });
    const published = await t.app.db.selectFrom('articles').select(['id', 'published']).where('id', 'in', ids).orderBy('id').execute();
    expect(published.map((row) => Number(row.published))).toEqual([1, 0, 0]);
    expect((await history('articles', [first])).map((row) => row.action)).toEqual(['create', 'update']);
    const withdrawn = await bulk(t.admin, 'articles/unpublish', { ids: [first] });
    expect(withdrawn.json().done).toEqual([first]);
    expect((await bulk(as.MANAGER, 'articles/publish', { ids })).statusCode).toBe(403);
  });

  it('shows and hides patient reviews, imported ones too, with the profile section marked', async () => {
    const reviews = await t.app.db.selectFrom('reviews').select(['id', 'clinic_id', 'updated']).orderBy('id').limit(3).execute();
    const ids = reviews.map((r) => Number(r.id));
    const res = await bulk(t.admin, 'clinicReviews/hide', {
      ids,
      versions: Object.fromEntries(reviews.map((r) => [r.id, Number(r.updated)])),
    });
    expect(res.json()).toEqual({ done: ids, skipped: [] });
    const rows = await t.app.db.selectFrom('reviews').select('visible').where('id', 'in', ids).execute();
    expect(rows.every((row) => Number(row.visible) === 0)).toBe(true);
    expect((await history('reviews', ids)).filter((row) => row.action === 'update')).toHaveLength(3);
    const marks = await t.app.db
      .selectFrom('complete_edit')
      .select('cd')
      .where('clinic_id', '=', reviews[0].clinic_id)
      .where('section', '=', 7)
      .execute();
    expect(marks.length).toBeGreaterThan(0);
    expect((await bulk(t.admin, 'clinicReviews/show', { ids })).json().done).toEqual(ids);
    expect((await bulk(as.REDACTOR, 'clinicReviews/show', { ids })).statusCode).toBe(403);
  });

  it('deletes unused media files and skips one an article uses', async () => {
    const now = Date.now();
    const files = [];
    for (const hash of ['bulk-1', 'bulk-2'])
      files.push(await insertMediaFile(t.app.db, { hash, fileType: 'png', width: 30, height: 20, size: 200 }, now));
    // The image of the articles saved above.
    const used = Number((await t.app.db.selectFrom('articles').select('media_id').executeTakeFirstOrThrow()).media_id);
    const res = await bulk(as.REDACTOR, 'mediafiles/delete', { ids: [...files, used] });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json() as Answer;
    expect(answer.done).toEqual(files);
    const single = await as.REDACTOR.post('/api/admin/mediafile/delete', { form: { mediaFileId: used } });
    expect(single.statusCode).toBe(409);
    expect(answer.skipped).toEqual([{ id: used, reason: single.json().message }]);
    const left = await t.app.db
      .selectFrom('media_files')
      .select('id')
      .where('id', 'in', [...files, used])
      .execute();
    expect(left.map((row) => Number(row.id))).toEqual([used]);
    expect((await history('mediafiles', files)).map((row) => row.action)).toEqual(['delete', 'delete']);
  });

  it('refuses unknown actions, other roles, too many ids and malformed bodies in the caller’s language', async () => {
    const ids = [clinics[0].id];
    const unknown = await bulk(t.admin, 'clinics/explode', { ids });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('У этого списка нет такого действия');
    expect((await bulk(t.admin, 'nothing/delete', { ids })).statusCode).toBe(404);
    expect((await bulk(t.admin, 'clinics/toString', { ids })).statusCode).toBe(404);
    const forbidden = await bulk(as.ENGLISH, 'leads/take', { ids });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().message).toBe('This action is not open to you');
    const many = Array.from({ length: BULK_MAX + 1 }, (_, i) => i + 1);
    const tooMany = await bulk(t.admin, 'clinics/hideRU', { ids: many });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe(`Записей за один раз может быть не больше ${BULK_MAX}`);
    // Nothing was run: every clinic is still shown in Russian.
    expect(await visibility([clinics[0].id], 'RU')).toEqual([1]);
    for (const body of [{}, { ids: [] }, { ids: ['x'] }, { ids, versions: { abc: 1 } }, { ids, extra: true }])
      expect((await bulk(t.admin, 'clinics/hideRU', body)).statusCode, JSON.stringify(body)).toBe(400);
    const anonymous = new Client(t.app);
    expect((await bulk(anonymous, 'clinics/hideRU', { ids })).statusCode).toBe(401);
  });
});
