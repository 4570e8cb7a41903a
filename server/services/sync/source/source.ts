// The external catalogue as the synchronisation sees it: one method per step that reads it, each
// an async iterable of record batches. Implemented by the demo generator, a directory of JSON Lines
// files and an http(s) base URL (CATALOGUE_SOURCE); docs/catalogue-format.md is the contract.
import type { SourceRecords, SourceStep } from './records';

export type RecordBatches<S extends SourceStep> = AsyncIterable<SourceRecords[S][]>;

export type CatalogueSource = { readonly [S in SourceStep]: () => RecordBatches<S> } & {
  /** What the checkpoint records as the catalogue's version (the demo's seed and size, a file's
   * date, an ETag), or null when the source cannot tell. */
  version(step: SourceStep): Promise<string | null>;
};

/** Records per batch: large enough to amortise a statement, small enough to keep memory flat. */
export const SOURCE_BATCH = 500;

/** Groups any iterable of records into batches of SOURCE_BATCH. */
export async function* batches<T>(records: Iterable<T> | AsyncIterable<T>, size = SOURCE_BATCH): AsyncIterable<T[]> {
  let batch: T[] = [];
  for await (const record of records) {
    batch.push(record);
    if (batch.length === size) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length) yield batch;
}
