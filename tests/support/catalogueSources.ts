// Catalogue sources for the synchronisation tests: one that dies between two batches of a step
// (a killed process, seen from the database), and the demo catalogue written out as the JSON
// Lines files of docs/catalogue-format.md, on disk or served over HTTP.
import { createReadStream, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { recordSchemas, type SourceRecords, type SourceStep } from '../../server/services/sync/source/records';
import { batches, type CatalogueSource } from '../../server/services/sync/source/source';

async function records(source: CatalogueSource, step: SourceStep): Promise<unknown[]> {
  const all: unknown[] = [];
  for await (const batch of source[step]() as AsyncIterable<unknown[]>) all.push(...batch);
  return all;
}

/** The same catalogue without the records of `step` that `keep` refuses: records that left. */
export function withoutRecords<S extends SourceStep>(
  source: CatalogueSource,
  step: S,
  keep: (record: SourceRecords[S]) => boolean,
): CatalogueSource {
  async function* kept() {
    for await (const batch of source[step]() as AsyncIterable<SourceRecords[S][]>) yield batch.filter(keep);
  }
  return { ...source, [step]: kept } as CatalogueSource;
}

/** The same catalogue with the records of `step` changed by `change` (a record the catalogue now
 * sends otherwise). */
export function withChangedRecords<S extends SourceStep>(
  source: CatalogueSource,
  step: S,
  change: (record: SourceRecords[S]) => SourceRecords[S],
): CatalogueSource {
  async function* changed() {
    for await (const batch of source[step]() as AsyncIterable<SourceRecords[S][]>) yield batch.map(change);
  }
  return { ...source, [step]: changed } as CatalogueSource;
}

/** The same catalogue in batches of `size`, failing after `batchesBeforeDeath` batches of `step`. */
export function dyingSource(source: CatalogueSource, step: SourceStep, size: number, batchesBeforeDeath: number): CatalogueSource {
  async function* dying() {
    let delivered = 0;
    for await (const batch of batches(await records(source, step), size)) {
      if (delivered++ === batchesBeforeDeath) throw new Error('the process was killed');
      yield batch;
    }
  }
  return { ...source, [step]: dying } as CatalogueSource;
}

/** The same catalogue in batches of `size`; `step` stops after its first batch (written by then)
 * until `resume` is called: a step caught in the middle, its transaction open. */
export function heldSource(source: CatalogueSource, step: SourceStep, size: number) {
  let resume = () => {};
  let reached = () => {};
  const resumed = new Promise<void>((resolve) => {
    resume = resolve;
  });
  const midway = new Promise<void>((resolve) => {
    reached = resolve;
  });
  async function* held() {
    let delivered = 0;
    for await (const batch of batches(await records(source, step), size)) {
      if (delivered++ === 1) {
        reached();
        await resumed;
      }
      yield batch;
    }
  }
  return { source: { ...source, [step]: held } as CatalogueSource, midway, resume };
}

/** Writes every step's records as `<step>.jsonl`; `edit` may change a step's lines first. */
export async function writeCatalogue(
  dir: string,
  source: CatalogueSource,
  edit: (step: SourceStep, lines: string[]) => string[] = (_, l) => l,
) {
  mkdirSync(dir, { recursive: true });
  for (const step of Object.keys(recordSchemas) as SourceStep[]) {
    const lines = (await records(source, step)).map((r) => JSON.stringify(r));
    writeFileSync(join(dir, `${step}.jsonl`), `${edit(step, lines).join('\n')}\n`);
  }
}

/** Serves the files of `dir` at http://127.0.0.1:<port>/<name>. */
export async function serveDirectory(dir: string): Promise<{ url: string; close: () => Promise<void> }> {
  const server: Server = createServer((request, response) => {
    const file = join(dir, (request.url ?? '/').replace(/[^\w.-]/g, ''));
    if (!existsSync(file)) return response.writeHead(404).end();
    response.writeHead(200, { 'content-type': 'application/x-ndjson', etag: '"demo"' });
    if (request.method === 'HEAD') return response.end();
    createReadStream(file).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
