// The agents' calls on the wire (resources/agents/calls.ts through the data provider), as the
// endpoint table sent them before: the zero-based page, each agent's clinic count from superCounts
// (0 when it is left out: the declaration's row joins), and the actions' JSON bodies.
import { describe, expect, it } from 'vitest';
import type { ListConfig } from '../../common/resource';
import { joinRecord } from '../../common/rowJoins';
import { wireAgents } from '../../src/testing/clinicsBrowser';
import { declaredProvider } from '../../src/testing/declaredProvider';
import { screens } from '.';

const joins = (screens[0].config.list as ListConfig).joins ?? {};

const setup = () => declaredProvider({ agents: () => import('./calls') }, { agents: 'agents' });

describe('agents calls', () => {
  it('agentslist: each agent with its clinic count, 0 when superCounts omits it', async () => {
    const { browser, provider } = setup();
    browser.answer('GET /api/admin/agentslist', 200, wireAgents);
    const page = await provider.getList('agents', { pagination: { page: 1, perPage: 15 } });
    expect(browser.requests[0].url).toBe('/api/admin/agentslist?page=0&size=15');
    const joined = page.data.map((agent) => joinRecord(agent, joins, page.meta.sides, {}, 'ru'));
    expect(joined.map((agent) => [agent.id, agent.clinics])).toEqual([
      [1, 30],
      [2, 0],
    ]);
    expect(page.total).toBe(2);
  });

  it('actions carry the documented JSON bodies', async () => {
    const { browser, provider } = setup();
    await provider.setMainAgent({ id: 4, uuid: 'a4' });
    await provider.sendClinics({ fromA: 4, toA: 5 });
    expect(browser.requests.map((r) => [r.url, r.headers['Content-Type'], r.body])).toEqual([
      ['/api/admin/setmainagent', 'application/json', { id: 4, uuid: 'a4' }],
      ['/api/admin/sendclinics', 'application/json', { fromA: 4, toA: 5 }],
    ]);
  });
});
