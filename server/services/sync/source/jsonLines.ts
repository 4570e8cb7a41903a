// Catalogue sources that read `<step>.jsonl` (one JSON record per line, docs/catalogue-format.md)
// from a directory or from an http(s) base URL. Every record is checked against its step's schema
// before the step sees it; a bad line stops the step with its line number.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { Readable } from 'node:stream';
import Ajv, { type AnySchema, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { recordSchemas, type SourceStep } from './records';
import { batches, type CatalogueSource } from './source';
import { directoryFiles, httpFiles } from './sourceFiles';

/** A catalogue that cannot be read or holds a malformed record. */
export class CatalogueError extends Error {}

const ajv = addFormats(new Ajv({ useDefaults: true, allErrors: false, strict: true }));
const validators = new Map<SourceStep, ValidateFunction[]>();

/** The step's record kinds: one, or several told apart by the record's `type`. */
function validator(step: SourceStep): (record: unknown) => ValidateFunction {
  let kinds = validators.get(step);
  if (!kinds) {
    kinds = recordSchemas[step].map((schema) => ajv.compile(schema as AnySchema));
    validators.set(step, kinds);
  }
  const byType = kinds;
  if (byType.length === 1) return () => byType[0];
  return (record) => {
    const type = (record as { type?: unknown } | null)?.type;
    const index = recordSchemas[step].findIndex((schema) => (schema.properties as { type?: { const: unknown } }).type?.const === type);
    return byType[Math.max(index, 0)];
  };
}

/** The checked records of one step (typed by the CatalogueSource that exposes them). */
async function* parsedLines(step: SourceStep, lines: AsyncIterable<string>): AsyncIterable<unknown> {
  const kindOf = validator(step);
  let number = 0;
  for await (const line of lines) {
    number++;
    if (!line.trim()) continue;
    let record: unknown;
    try {
      record = JSON.parse(line);
    } catch {
      throw new CatalogueError(`${step}.jsonl line ${number}: not JSON`);
    }
    const validate = kindOf(record);
    if (!validate(record)) {
      const [error] = validate.errors ?? [];
      throw new CatalogueError(`${step}.jsonl line ${number}: ${error?.instancePath || '/'} ${error?.message ?? 'invalid'}`);
    }
    yield record;
  }
}

type LineReader = (step: SourceStep) => AsyncIterable<string>;

function jsonLinesSource(
  read: LineReader,
  version: (step: SourceStep) => Promise<string | null>,
  file: CatalogueSource['file'],
): CatalogueSource {
  const source = { version, file } as Record<string, unknown>;
  for (const step of Object.keys(recordSchemas) as SourceStep[]) source[step] = () => batches(parsedLines(step, read(step)));
  return source as CatalogueSource;
}

export function directorySource(dir: string): CatalogueSource {
  const file = (step: SourceStep) => join(dir, `${step}.jsonl`);
  async function* read(step: SourceStep) {
    const stream = createReadStream(file(step), { encoding: 'utf8' });
    const opened = new Promise((resolve, reject) => stream.once('open', resolve).once('error', reject));
    await opened.catch((error: NodeJS.ErrnoException) => {
      throw new CatalogueError(`${file(step)}: ${error.code ?? error.message}`);
    });
    yield* createInterface({ input: stream, crlfDelay: Number.POSITIVE_INFINITY });
  }
  const version = async (step: SourceStep) => {
    const info = await stat(file(step)).catch(() => undefined);
    return info ? `${new Date(info.mtimeMs).toISOString()} ${info.size}` : null;
  };
  return jsonLinesSource(read, version, directoryFiles(dir));
}

/** A catalogue server that sends nothing for this long is given up on (the step's transaction
 * must not wait for ever). */
const HTTP_IDLE_MS = 60_000;

export function httpSource(base: string): CatalogueSource {
  const url = (step: SourceStep) => `${base.replace(/\/+$/, '')}/${step}.jsonl`;
  async function* read(step: SourceStep) {
    const idle = new AbortController();
    const timer = setTimeout(() => idle.abort(new CatalogueError(`${url(step)}: no data for ${HTTP_IDLE_MS / 1000} s`)), HTTP_IDLE_MS);
    try {
      const response = await fetch(url(step), { signal: idle.signal }).catch((error: Error) => {
        throw error instanceof CatalogueError ? error : new CatalogueError(`${url(step)}: ${error.message}`);
      });
      if (!response.ok || !response.body) throw new CatalogueError(`${url(step)}: HTTP ${response.status}`);
      const input = Readable.fromWeb(response.body as Parameters<typeof Readable.fromWeb>[0], { encoding: 'utf8' });
      for await (const line of createInterface({ input, crlfDelay: Number.POSITIVE_INFINITY })) {
        timer.refresh();
        yield line;
      }
    } finally {
      clearTimeout(timer);
    }
  }
  const version = async (step: SourceStep) => {
    const response = await fetch(url(step), { method: 'HEAD' }).catch(() => undefined);
    return response?.headers.get('etag') ?? response?.headers.get('last-modified') ?? null;
  };
  return jsonLinesSource(read, version, httpFiles(base));
}
