// Where file bytes live: a small key -> bytes interface, so that an S3-compatible store can
// replace the local disk without touching the routes. Keys are `<kind>/<hash>.<type>` and
// `<kind>/<preset>/<hash>.<type>` and `private/<kind>/<hash>.<type>` (docs/data-model.md "Files");
// names are generated here, never taken from a client.
import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export type StoredStream = { body: Readable; size: number };
/** A stored object as `files sweep` sees it: its key and when it was last written. */
export type StoredKey = { key: string; modified: number };

export interface Storage {
  /** Writes the whole object or nothing: a reader never sees half a file. */
  put(key: string, body: Buffer | Readable): Promise<void>;
  /** Moves a file from tempFile() into the store, whole or not at all; the file is gone after. */
  putFile(key: string, path: string): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  stream(key: string): Promise<StoredStream | null>;
  exists(key: string): Promise<boolean>;
  /** Deleting an absent key is not an error (a retried cleanup). */
  delete(key: string): Promise<void>;
  /** Every stored key (temporary files excluded). */
  list(): AsyncIterable<StoredKey>;
}

/** A new storage name: 122 random bits shaped as a uuid, so it fits every `*hash` column. */
export const newFileHash = () => randomUUID();

const KEY = /^[a-z]+(?:\/[a-z0-9]+)?\/[0-9a-f-]{36}\.[a-z0-9]{1,8}$/;

function checked(key: string): string {
  // Keys are built by the server; this guards against a bug ever turning one into a path escape.
  if (!KEY.test(key)) throw new Error(`invalid storage key: ${key}`);
  return key;
}

const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** DATA_DIR/files on the local disk. Writes go to `.tmp/` first, then are renamed into place
 * (same file system, so the rename is atomic). */
export class LocalDiskStorage implements Storage {
  readonly tempDir: string;
  constructor(readonly root: string) {
    this.tempDir = join(root, '.tmp');
  }

  private path(key: string) {
    return join(this.root, checked(key));
  }

  /** A fresh temporary path inside the storage's file system (also used for uploads in flight). */
  async tempFile(): Promise<string> {
    await mkdir(this.tempDir, { recursive: true });
    return join(this.tempDir, randomUUID());
  }

  async put(key: string, body: Buffer | Readable): Promise<void> {
    const target = this.path(key);
    const temp = await this.tempFile();
    try {
      if (Buffer.isBuffer(body)) await writeFile(temp, body);
      else await pipeline(body, createWriteStream(temp));
      await mkdir(dirname(target), { recursive: true });
      await rename(temp, target);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
  }

  async putFile(key: string, path: string): Promise<void> {
    const target = this.path(key);
    // No copy: tempFile() is on the store's file system, so the rename is atomic and cheap.
    await mkdir(dirname(target), { recursive: true });
    await rename(path, target);
  }

  async get(key: string): Promise<Buffer | null> {
    return readFile(this.path(key)).catch((error) => {
      if (missing(error)) return null;
      throw error;
    });
  }

  async stream(key: string): Promise<StoredStream | null> {
    const path = this.path(key);
    const info = await stat(path).catch((error) => {
      if (missing(error)) return null;
      throw error;
    });
    return info?.isFile() ? { body: createReadStream(path), size: info.size } : null;
  }

  async exists(key: string): Promise<boolean> {
    return (await stat(this.path(key)).catch(() => null))?.isFile() ?? false;
  }

  async delete(key: string): Promise<void> {
    await rm(this.path(key), { force: true });
  }

  async *list(): AsyncIterable<StoredKey> {
    const entries = await readdir(this.root, { recursive: true, withFileTypes: true }).catch((error) => {
      if (missing(error)) return [];
      throw error;
    });
    for (const entry of entries) {
      const key = join(entry.parentPath, entry.name).slice(this.root.length + 1);
      if (!entry.isFile() || !KEY.test(key)) continue;
      const info = await stat(join(this.root, key)).catch(() => null);
      if (info) yield { key, modified: info.mtimeMs };
    }
  }

  /** Temporary files (uploads in flight, or left by a crash), with when they were last written. */
  async *temporary(): AsyncIterable<{ path: string; modified: number }> {
    for (const name of await readdir(this.tempDir).catch(() => [])) {
      const info = await stat(join(this.tempDir, name)).catch(() => null);
      if (info?.isFile()) yield { path: join(this.tempDir, name), modified: info.mtimeMs };
    }
  }
}

/** The application's file store under DATA_DIR/files. Stateless, so every route may open one. */
export function openStorage(dataDir: string): LocalDiskStorage {
  return new LocalDiskStorage(join(dataDir, 'files'));
}
