// Where file bytes live: a small key -> bytes interface, so that an S3-compatible store
// (s3Storage.ts) replaces the local disk without touching the routes. Keys are `<kind>/<hash>.<type>` and
// `<kind>/<preset>/<hash>.<type>` and `private/<kind>/<hash>.<type>` (docs/data-model.md "Files");
// names are generated here, never taken from a client.
import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream, type WriteStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export type StoredStream = { body: Readable; size: number };
/** A stored object as `files sweep` sees it: its key and when it was last written. */
export type StoredKey = { key: string; modified: number };
/** A temporary file: its path, its name as `files sweep` prints it (`.tmp/<name>`), its age. */
export type TempFile = { path: string; name: string; modified: number };

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
  /** A fresh local path for an upload in flight, to be handed to putFile (or removed). */
  tempFile(): Promise<string>;
  /** Temporary files (uploads in flight, or left by a crash). */
  temporary(): AsyncIterable<TempFile>;
}

/** A new storage name: 122 random bits shaped as a uuid, so it fits every `*hash` column. */
export const newFileHash = () => randomUUID();

const KEY = /^[a-z]+(?:\/[a-z0-9]+)?\/[0-9a-f-]{36}\.[a-z0-9]{1,8}$/;

/** True for a name this server generates (anything else in a store is not the app's). */
export const isStorageKey = (key: string) => KEY.test(key);

export function checkedKey(key: string): string {
  // Keys are built by the server; this guards against a bug ever turning one into a path escape.
  if (!KEY.test(key)) throw new Error(`invalid storage key: ${key}`);
  return key;
}

const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

const TEMP = '.tmp';

/** DATA_DIR/files/.tmp, on the local disk whatever the store: uploads are received and judged
 * there before they are stored. */
export class TempFiles {
  readonly dir: string;
  constructor(filesRoot: string) {
    this.dir = join(filesRoot, TEMP);
  }

  async file(): Promise<string> {
    await mkdir(this.dir, { recursive: true });
    return join(this.dir, randomUUID());
  }

  async *list(): AsyncIterable<TempFile> {
    for (const name of await readdir(this.dir).catch(() => [])) {
      const info = await stat(join(this.dir, name)).catch(() => null);
      if (info?.isFile()) yield { path: join(this.dir, name), name: `${TEMP}/${name}`, modified: info.mtimeMs };
    }
  }
}

/** DATA_DIR/files on the local disk. Writes go to `.tmp/` first, then are renamed into place
 * (same file system, so the rename is atomic). */
export class LocalDiskStorage implements Storage {
  private readonly temp: TempFiles;
  constructor(readonly root: string) {
    this.temp = new TempFiles(root);
  }

  private path(key: string) {
    return join(this.root, checkedKey(key));
  }

  /** Inside the store's own file system, so that putFile is a rename. */
  tempFile(): Promise<string> {
    return this.temp.file();
  }

  temporary(): AsyncIterable<TempFile> {
    return this.temp.list();
  }

  async put(key: string, body: Buffer | Readable): Promise<void> {
    const target = this.path(key);
    const temp = await this.tempFile();
    let file: WriteStream | undefined;
    try {
      if (Buffer.isBuffer(body)) await writeFile(temp, body);
      else {
        file = createWriteStream(temp);
        await pipeline(body, file);
      }
      await mkdir(dirname(target), { recursive: true });
      await rename(temp, target);
    } catch (error) {
      // A source that fails at once fails the pipeline while the file is still being opened: the
      // file would then appear after its removal (seen in a loaded run). Its close comes after.
      // (`once` would reject on the stream's own 'error', which is this error again.)
      const opening = file;
      if (opening && !opening.closed) await new Promise<void>((resolve) => opening.once('close', () => resolve()));
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
      if (!entry.isFile() || !isStorageKey(key)) continue;
      const info = await stat(join(this.root, key)).catch(() => null);
      if (info) yield { key, modified: info.mtimeMs };
    }
  }
}
