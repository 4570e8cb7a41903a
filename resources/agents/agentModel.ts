// The agents as the list call answers them (GET /api/admin/agentslist, resources/agents/calls.ts),
// the number of clinics each holds (the answer's superCounts), and their names in the UI language.
import type { CallAnswer } from '../../common/calls';
import type { Lang } from '../../common/lang';
import type { agentCalls } from './calls';

export type AgentItem = CallAnswer<typeof agentCalls.calls.listAgents>['agents'][number];

export interface AgentRecord extends AgentItem {
  /** How many clinics have this agent as their superagent. */
  clinics: number;
}

/** An agent's clinic count from the list's side list `superCounts` (counts by id); 0 when it holds none. */
export const clinicCount = (id: unknown, counts: ReadonlyMap<string, unknown>): number => Number(counts.get(String(id)) ?? 0);

/** The name in the UI language, else the Russian one, else the short name, else the id. */
export function agentName(agent: AgentItem, lang: Lang): string {
  const own = agent.l10n[lang === 'en' ? 'EN' : 'RU'];
  return own?.name || agent.l10n.RU?.name || own?.shortName || agent.l10n.RU?.shortName || `#${agent.id}`;
}

/** The lists a change of agents changes: the agents' and the clinics' (their superagents). */
export const AGENT_RELOADS = ['agents', 'clinics'];

/** Pickers ask for the whole list at once (002 §9: pickers ask size 1000). */
export const PICKER_SIZE = 1000;
