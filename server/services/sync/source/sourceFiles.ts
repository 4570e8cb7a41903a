// The file bytes of a directory or http(s) catalogue (docs/catalogue-format.md "Files"):
// `<directory>/files/<kind>/<hash>.<fileType>` or `GET <base>/files/<kind>/<hash>.<fileType>`.
import { open } from 'node:fs/promises';
import { join } from 'node:path';
import { type CatalogueFileKind, MAX_CATALOGUE_FILE, safeFileName } from './source';

type FileReader = (kind: CatalogueFileKind, hash: string, fileType: string) => Promise<Buffer | null>;

const FETCH_TIMEOUT_MS = 30_000;

const tooLarge = (where: string) => new Error(`${where}: larger than ${MAX_CATALOGUE_FILE} bytes`);

export function directoryFiles(dir: string): FileReader {
  return async (kind, hash, fileType) => {
    if (!safeFileName(hash, fileType)) return null;
    const path = join(dir, 'files', kind, `${hash}.${fileType}`);
    const handle = await open(path, 'r').catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return null;
      throw error;
    });
    if (!handle) return null;
    try {
      if ((await handle.stat()).size > MAX_CATALOGUE_FILE) throw tooLarge(path);
      return await handle.readFile();
    } finally {
      await handle.close();
    }
  };
}

export function httpFiles(base: string): FileReader {
  return async (kind, hash, fileType) => {
    if (!safeFileName(hash, fileType)) return null;
    const url = `${base.replace(/\/+$/, '')}/files/${kind}/${encodeURIComponent(hash)}.${fileType}`;
    const response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
    if (response.status === 404 || response.status === 410) return null;
    if (!response.ok || !response.body) throw new Error(`${url}: HTTP ${response.status}`);
    if (Number(response.headers.get('content-length') ?? 0) > MAX_CATALOGUE_FILE) throw tooLarge(url);
    // Read with a running total: a server may omit or understate Content-Length.
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of response.body as AsyncIterable<Uint8Array>) {
      size += chunk.length;
      if (size > MAX_CATALOGUE_FILE) throw tooLarge(url);
      chunks.push(Buffer.from(chunk));
    }
    return Buffer.concat(chunks);
  };
}
