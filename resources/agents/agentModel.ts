// The agents as the data provider hands them over (GET /api/admin/agentslist with each agent's
// clinic count from superCounts merged in), and their names in the UI language.
import type { RaRecord } from 'react-admin';
import type { Lang } from '../../common/lang';

interface AgentL10n {
  name: string;
  shortName: string;
  description: string;
}

export interface AgentRecord extends RaRecord {
  id: number;
  hash: string;
  state: string;
  city: string;
  country: string;
  l10n: Partial<Record<'RU' | 'EN', AgentL10n>>;
  lgPartner: boolean;
  mainAgent: boolean;
  /** How many clinics have this agent as their superagent. */
  clinics: number;
}

/** The name in the UI language, else the Russian one, else the short name, else the id. */
export function agentName(agent: AgentRecord, lang: Lang): string {
  const own = agent.l10n[lang === 'en' ? 'EN' : 'RU'];
  return own?.name || agent.l10n.RU?.name || own?.shortName || agent.l10n.RU?.shortName || `#${agent.id}`;
}

/** Pickers ask for the whole list at once (002 §9: pickers ask size 1000). */
export const PICKER_SIZE = 1000;
