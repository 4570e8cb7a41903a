// Answers of the agents list and its actions (000 §3 "Agent", §7).
import { byLang, epochMs, exact, flag, integer, nullableText, text } from './common';

const agent = exact({
  id: integer,
  hash: text,
  state: text,
  created: epochMs,
  updated: epochMs,
  country: text,
  city: text,
  timeZone: nullableText,
  l10n: byLang(exact({ name: text, shortName: text, description: text })),
  lgPartner: { type: 'boolean', description: 'A superagent.' },
  mainAgent: flag,
});

export const agentsListAnswer = exact({
  agents: { type: 'array', items: agent },
  total: integer,
  superCounts: { type: 'array', items: exact({ id: integer, count: integer }), description: 'Clinics per superagent.' },
});

/** `clinics`: how many clinics without an agent the main agent received. */
export const mainAgentAnswer = exact({ id: integer, clinics: integer });

export const clinicsMovedAnswer = exact({ moved: integer });
