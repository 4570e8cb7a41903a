// sync/agents: agents and their texts by origId. The main-agent flag is local (setmainagent);
// the catalogue's `main` is taken only while no agent is main yet. Agents that leave are DISABLED.
import { searchKey } from '../../../db/dialect';
import { catalogueHash } from '../hashes';
import type { AgentRecord } from '../source/records';
import { addedAndUpdated, readingFirst, type Step, tally } from '../stepTypes';
import { markGone } from '../write/leaving';
import { type UpsertSpec, upsertKnown, upsertOwned } from '../write/upsert';

const agents: UpsertSpec = {
  table: 'agents',
  key: ['orig_id'],
  columns: ['orig_id', 'hash', 'state', 'country', 'city', 'time_zone', 'lg_partner', 'main_agent', 'created', 'updated'],
  update: ['state', 'country', 'city', 'time_zone', 'lg_partner'],
  touch: 'updated',
  returning: ['id', 'orig_id'],
};

const texts: UpsertSpec = {
  table: 'agent_l10n',
  key: ['agent_id', 'lang'],
  columns: ['agent_id', 'lang', 'name', 'short_name', 'description', 'search_name'],
  update: ['name', 'short_name', 'description', 'search_name'],
  returning: ['agent_id'],
};

type AgentRow = { id: number; orig_id: number | null; main_agent: number; state: string };

// A small table, read whole with the step's opening: it answers each batch's existing agents,
// whether an agent (catalogue or local) is main already and, at the end, which catalogue agents
// left.
export const syncAgents: Step = readingFirst(['select id, orig_id, main_agent, state from agents'], async ({ sql, source, now, read }) => {
  const counts = tally();
  const seen = new Set<number>();
  const all = read[0] as AgentRow[];
  let mainTaken = all.some((r) => Number(r.main_agent) === 1);
  const known = new Map(all.flatMap((r) => (r.orig_id === null ? [] : [[Number(r.orig_id), Number(r.id)] as const])));
  for await (const batch of source.agents()) {
    const existing = new Map(batch.flatMap((a) => (known.has(a.origId) ? [[a.origId, known.get(a.origId) ?? 0] as const] : [])));
    const rows = batch.map((a: AgentRecord) => {
      seen.add(a.origId);
      const main = a.main && !mainTaken && !existing.has(a.origId);
      if (main) mainTaken = true;
      return {
        orig_id: a.origId,
        hash: catalogueHash('agent', a.origId),
        state: a.state,
        country: a.country,
        city: a.city,
        time_zone: a.timeZone,
        lg_partner: a.lgPartner,
        main_agent: main,
        created: now,
        updated: now,
      };
    });
    const written = await upsertKnown(sql, agents, rows, (row) => existing.has(Number(row.orig_id)));
    for (const r of written) known.set(Number(r.orig_id), Number(r.id));
    const ids = new Map([...existing, ...written.map((r) => [Number(r.orig_id), Number(r.id)] as const)]);
    const l10n = batch.flatMap((a) =>
      (['RU', 'EN'] as const).flatMap((lang) => {
        const t = a.l10n[lang];
        if (!t) return [];
        const search = searchKey(`${t.shortName} ${t.name}`).slice(0, 256);
        return [
          { agent_id: ids.get(a.origId), lang, name: t.name, short_name: t.shortName, description: t.description, search_name: search },
        ];
      }),
    );
    const inserted = new Set(written.filter((r) => !existing.has(Number(r.orig_id))).map((r) => Number(r.id)));
    const changed = [...written.map((r) => Number(r.id)), ...(await upsertOwned(sql, texts, l10n, 'agent_id', inserted))];
    counts.add({ rows: batch.length, ...addedAndUpdated(new Set(existing.values()), changed) });
  }
  const left = all.filter((r) => r.orig_id !== null && r.state !== 'DISABLED' && !seen.has(Number(r.orig_id))).map((r) => Number(r.id));
  counts.add({ removed: await markGone(sql, { table: 'agents', mark: { column: 'state', value: 'DISABLED', touch: true } }, left, now) });
  return counts;
});
