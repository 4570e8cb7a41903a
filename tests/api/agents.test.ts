// The agents list, the main agent and clinic transfers (000 §2 "Agents list", 002 §4) on a
// synchronised 30-clinic demo catalogue, on every dialect, with good and malformed parameters.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueApp } from '../support/catalogue';
import { dialects } from '../support/testApp';

process.env.DEMO_CLINICS = '30';

type Agent = { id: number; hash: string; mainAgent: boolean; lgPartner: boolean; l10n: { RU: { name: string }; EN: { name: string } } };

describe.each(dialects())('agents on $name', (dialect) => {
  let t: Awaited<ReturnType<typeof catalogueApp>>;
  let agents: Agent[];
  const list = async (query = '') => (await t.admin.get(`/api/admin/agentslist${query}`)).json();
  const countOf = (answer: { superCounts: { id: number; count: number }[] }, id: number) =>
    answer.superCounts.find((c) => c.id === id)?.count ?? 0;

  beforeAll(async () => {
    t = await catalogueApp(dialect);
    agents = (await list()).agents;
  });
  afterAll(() => t.close());

  it('lists the superagents with their clinic counts; the main agent holds every synced clinic', async () => {
    const answer = await list();
    expect(answer.total).toBe(4);
    expect(agents).toHaveLength(4);
    expect(agents.every((a) => a.lgPartner)).toBe(true);
    const main = agents.filter((a) => a.mainAgent);
    expect(main).toHaveLength(1);
    expect(main[0].l10n).toMatchObject({ RU: { name: 'МедТурЭксперт' }, EN: { name: 'MedTourExpert' } });
    expect(answer.superCounts).toEqual([{ id: main[0].id, count: 30 }]);
    expect(Object.keys(agents[0]).sort()).toEqual(
      ['city', 'country', 'created', 'hash', 'id', 'l10n', 'lgPartner', 'mainAgent', 'state', 'timeZone', 'updated'].sort(),
    );
  });

  it('pages with zero-based pages and refuses malformed ones', async () => {
    const page = await list('?page=1&size=3');
    expect(page.total).toBe(4);
    expect(page.agents.map((a: Agent) => a.id)).toEqual([agents[3].id]);
    expect((await list('?page=0&size=5000')).agents).toHaveLength(4);
    for (const query of ['?page=-1', '?size=0', '?page=x', '?size=1.5']) {
      expect((await t.admin.get(`/api/admin/agentslist${query}`)).statusCode, query).toBe(400);
    }
  });

  it('makes another agent main: it gets the clinics without an agent, and clinics synced later', async () => {
    const next = agents.find((a) => !a.mainAgent) as Agent;
    const orphan = await t.app.db.selectFrom('clinics').select(['id', 'orig_id']).orderBy('id').executeTakeFirstOrThrow();
    await t.app.db.updateTable('clinics').set({ super_agent_id: null }).where('id', '=', orphan.id).execute();
    const res = await t.admin.post('/api/admin/setmainagent', { json: { id: next.id, uuid: next.hash } });
    expect(res.json()).toEqual({ id: next.id, clinics: 1 });
    const after = await list();
    expect(after.agents.filter((a: Agent) => a.mainAgent).map((a: Agent) => a.id)).toEqual([next.id]);
    expect(countOf(after, next.id)).toBe(1);
    // A clinic that arrives with the next synchronisation goes to the new main agent.
    await t.app.db.deleteFrom('clinics').where('id', '=', orphan.id).execute();
    expect((await t.admin.post('/api/admin/sync/clinics')).json().message).toBe('Клиники: 1 запись добавлена, 0 записей обновлено');
    const synced = await t.app.db
      .selectFrom('clinics')
      .select('super_agent_id')
      .where('orig_id', '=', orphan.orig_id)
      .executeTakeFirstOrThrow();
    expect(synced.super_agent_id).toBe(next.id);
  });

  it('refuses a main agent that is unknown or named by a stale uuid', async () => {
    const [a, b] = agents;
    expect((await t.admin.post('/api/admin/setmainagent', { json: { id: a.id, uuid: b.hash } })).statusCode).toBe(404);
    expect((await t.admin.post('/api/admin/setmainagent', { json: { id: 99999, uuid: a.hash } })).statusCode).toBe(404);
    for (const json of [{ id: a.id }, { uuid: a.hash }, { id: 'x', uuid: a.hash }, { id: a.id, uuid: 'short' }]) {
      expect((await t.admin.post('/api/admin/setmainagent', { json })).statusCode, JSON.stringify(json)).toBe(400);
    }
  });

  it('transfers every clinic of one agent to another', async () => {
    const before = await list();
    const [from] = before.superCounts.sort((x: { count: number }, y: { count: number }) => y.count - x.count);
    const to = agents.find((a) => a.id !== from.id) as Agent;
    const res = await t.admin.post('/api/admin/sendclinics', { json: { fromA: from.id, toA: to.id } });
    expect(res.json()).toEqual({ moved: from.count });
    const after = await list();
    expect(countOf(after, from.id)).toBe(0);
    expect(countOf(after, to.id)).toBe(countOf(before, to.id) + from.count);
  });

  it('refuses transfers between unknown or identical agents', async () => {
    const [a] = agents;
    const same = await t.admin.post('/api/admin/sendclinics', { json: { fromA: a.id, toA: a.id } });
    expect(same.statusCode).toBe(400);
    expect(Object.keys(same.json().error)).toEqual(['toA']);
    const unknown = await t.admin.post('/api/admin/sendclinics', { json: { fromA: 99999, toA: a.id } });
    expect(Object.keys(unknown.json().error)).toEqual(['fromA']);
    for (const json of [{ fromA: a.id }, { fromA: 'x', toA: a.id }, { fromA: 0, toA: a.id }]) {
      expect((await t.admin.post('/api/admin/sendclinics', { json })).statusCode, JSON.stringify(json)).toBe(400);
    }
  });
});
