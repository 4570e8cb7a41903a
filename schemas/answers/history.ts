// Answers of the history screens' calls (ours, not the spec's: docs/api.md "History").
import { epochMs, exact, integer, nullableInteger, nullableText, text, textList } from './common';

/** { field: [before, after] }, long texts shortened; null for an event without values. */
const changes = {
  anyOf: [{ type: 'object', additionalProperties: { type: 'array', minItems: 2, maxItems: 2 } }, { type: 'null' }],
} as const;

const item = exact({
  id: integer,
  at: epochMs,
  userId: nullableInteger,
  userEmail: nullableText,
  ip: nullableText,
  entity: text,
  entityId: nullableText,
  action: text,
  changes,
});

/** One row of GET /api/admin/history as both sides type it (the schema above, written out). */
export interface HistoryItem {
  id: number;
  at: number;
  userId: number | null;
  userEmail: string | null;
  ip: string | null;
  entity: string;
  entityId: string | null;
  action: string;
  changes: Record<string, [unknown, unknown]> | null;
}

export const historyPageAnswer = exact({ items: { type: 'array', items: item }, total: integer });

export const historyFacetsAnswer = exact({
  users: { type: 'array', items: exact({ id: integer, email: nullableText }) },
  entities: textList,
  actions: textList,
});
