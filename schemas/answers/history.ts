// Answers of the history screens' calls (ours, not the spec's: docs/api.md "History").
import { epochMs, exact, flag, integer, nullableInteger, nullableText, text, textList, version } from './common';

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
  // A restore's row: the row whose version it brought fields back to.
  restoredFrom: nullableInteger,
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
  restoredFrom: number | null;
}

export const historyPageAnswer = exact({ items: { type: 'array', items: item }, total: integer });

export const historyFacetsAnswer = exact({
  users: { type: 'array', items: exact({ id: integer, email: nullableText }) },
  entities: textList,
  actions: textList,
});

/** Any JSON value a field held (text, number, list, null). */
const anyValue = {} as const;

/** GET /api/history/{id}/version: the fields that differ between the record just after the row
 * and now. A field is restorable unless its value then is known only as a shortened window
 * (`shortened`) or no editor step saves it (`notEditable`). */
export const historyVersionAnswer = exact({
  id: integer,
  at: epochMs,
  entity: text,
  entityId: text,
  version,
  fields: {
    type: 'array',
    items: exact({
      field: text,
      atVersion: anyValue,
      now: anyValue,
      restorable: flag,
      note: { anyOf: [{ enum: ['shortened', 'notEditable'] }, { type: 'null' }] },
    }),
  },
});

export const historyRestoreAnswer = exact({
  restored: { ...textList, description: 'The fields brought back (those chosen that differed).' },
  version,
});
