// A record's fields as they were just after history row N, from its field-edit rows (create,
// update, restore) and its current snapshot: a field takes the "after" of the latest row up to N
// that changed it, else the "before" of the first later row that changed it, else its current
// value. A value read from a row written before audit_log.full_values existed (full_values null)
// may be a shortened window, so it is shown but not restorable.
import type { Snapshot } from './audit';

export interface EditRow {
  id: number;
  /** { field: [before, after] }, long texts shortened. */
  changes: Record<string, [unknown, unknown]> | null;
  /** The whole sides the changes shortened (null side: kept whole); null on older rows. */
  fullValues: Record<string, [unknown, unknown]> | null;
}

export interface FieldAt {
  value: unknown;
  /** False when the value came from a row that kept no whole values. */
  restorable: boolean;
}

/** One side (0 before, 1 after) of a row's change of `field`, whole when the row knows it. */
function side(row: EditRow, field: string, which: 0 | 1): FieldAt {
  const whole = row.fullValues?.[field]?.[which];
  const kept = row.changes?.[field]?.[which] ?? null;
  return { value: whole ?? kept, restorable: row.fullValues !== null };
}

/** Every field's value just after row `n`; `rows` are the record's field-edit rows, oldest first. */
export function valuesAt(rows: readonly EditRow[], n: number, current: Snapshot): Record<string, FieldAt> {
  const fields = new Set([...Object.keys(current), ...rows.flatMap((row) => Object.keys(row.changes ?? {}))]);
  const values: Record<string, FieldAt> = {};
  for (const field of fields) {
    const changed = rows.filter((row) => row.changes && field in row.changes);
    const last = changed.filter((row) => row.id <= n).at(-1);
    const next = changed.find((row) => row.id > n);
    values[field] = last ? side(last, field, 1) : next ? side(next, field, 0) : { value: current[field] ?? null, restorable: true };
  }
  return values;
}
