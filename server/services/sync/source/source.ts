// The external catalogue as the synchronisation sees it: one method per step that reads it, each
// an async iterable of record batches. Implemented by the demo generator, a directory of JSON Lines
// files and an http(s) base URL (CATALOGUE_SOURCE); docs/catalogue-format.md is the contract.
import type { SourceRecords, SourceStep } from './records';

export type RecordBatches<S extends SourceStep> = AsyncIterable<SourceRecords[S][]>;

/** The kinds of files the catalogue's records name by hash and fileType (pictures of
 * profilephotos, clinic logos, free files, review avatars). The records carry metadata only; the bytes are read on
 * demand. */
export type CatalogueFileKind = 'picture' | 'logo' | 'doctor' | 'document' | 'review';

export type CatalogueSource = { readonly [S in SourceStep]: () => RecordBatches<S> } & {
  /** What the checkpoint records as the catalogue's version (the demo's seed and size, a file's
   * date, an ETag), or null when the source cannot tell. */
  version(step: SourceStep): Promise<string | null>;
  /** The bytes of one catalogue file, or null when the catalogue has no such file. */
  file(kind: CatalogueFileKind, hash: string, fileType: string): Promise<Buffer | null>;
};

/** Catalogue files larger than this are refused (the upload limit of 000 §5, with room). */
export const MAX_CATALOGUE_FILE = 20 * 1024 * 1024;

/** A record's hash and type become a path or URL segment only when they look like one. */
export const safeFileName = (hash: string, fileType: string) => /^[\w-]{1,64}$/.test(hash) && /^[a-z0-9]{1,8}$/i.test(fileType);

/** Records per batch: large enough to amortise a statement, small enough to keep memory flat. */
const SOURCE_BATCH = 500;

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
