// What every synchronisation step gets and answers.
import type { Entity } from '../history/entities';
import type { CatalogueSource } from './source/source';
import type { Replaced } from './write/staffEdits';
import type { Row, Sql } from './write/upsert';

/** A staff edit the catalogue replaced, for the history of the record it belongs to. */
export type ReplacedEdit = Replaced & { entity: Entity };

export type StepContext = {
  /** The step's own transaction. */
  sql: Sql;
  source: CatalogueSource;
  /** The run's clock: every row the step writes carries this time. */
  now: number;
  /** The rows of the step's `reads`, in their order. */
  read: Row[][];
  /** Records a staff edit the catalogue replaced: the runner counts it (`replaced`) and writes
   * its history row, with the before and after, in the step's transaction. */
  replaced: (edit: ReplacedEdit) => void;
};

export type StepCounts = {
  /** Records read from the catalogue, or rows computed by a recalculation. */
  rows: number;
  added: number;
  updated: number;
  /** Rows marked as gone from the catalogue (inactive, deleted, deselected). */
  removed: number;
  /** Records that name something this database does not have. */
  skipped: number;
};

/** A step's counts with the staff edits of catalogue-owned fields that the catalogue replaced
 * (docs/catalogue-format.md "Who owns what"): the runner counts the step's `replaced` calls. */
export type RunCounts = StepCounts & { replaced: number };

export type Step = {
  (context: StepContext): Promise<StepCounts>;
  /** Statements (without parameters) that the step reads its small tables with before writing:
   * they go out with the transaction's opening (one round trip on PostgreSQL, bracketed.ts). */
  reads?: readonly string[];
};

/** A step with the statements it reads first (Step.reads). */
export const readingFirst = (reads: readonly string[], step: (context: StepContext) => Promise<StepCounts>): Step =>
  Object.assign(step, { reads });

export function tally(): StepCounts & { add(other: Partial<StepCounts>): void } {
  return {
    rows: 0,
    added: 0,
    updated: 0,
    removed: 0,
    skipped: 0,
    add(other) {
      this.rows += other.rows ?? 0;
      this.added += other.added ?? 0;
      this.updated += other.updated ?? 0;
      this.removed += other.removed ?? 0;
      this.skipped += other.skipped ?? 0;
    },
  };
}

/** New and changed rows: `changed` are the ids some write touched (the row or its texts),
 * `existing` the ids that were there before the batch. */
export function addedAndUpdated(existing: ReadonlySet<number>, changed: Iterable<number>) {
  let added = 0;
  let updated = 0;
  for (const id of new Set(changed)) {
    if (existing.has(id)) updated++;
    else added++;
  }
  return { added, updated };
}
