// Agent rows in the shape of 000 §3 "Agent": l10n per language, flags as booleans.
import type { AgentRow } from '../../repositories/agents';

type Texts = { lang: string; name: string; short_name: string; description: string };

export function agentAnswer(a: AgentRow, texts: Texts[]) {
  const l10n = (lang: 'RU' | 'EN') => {
    const t = texts.find((x) => x.lang === lang);
    return { name: t?.name ?? '', shortName: t?.short_name ?? '', description: t?.description ?? '' };
  };
  return {
    id: a.id,
    hash: a.hash,
    state: a.state,
    created: Number(a.created),
    updated: Number(a.updated),
    country: a.country,
    city: a.city,
    timeZone: a.time_zone,
    l10n: { RU: l10n('RU'), EN: l10n('EN') },
    lgPartner: Number(a.lg_partner) === 1,
    mainAgent: Number(a.main_agent) === 1,
  };
}
