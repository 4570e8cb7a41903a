// `files sweep`: removes stored image files whose owner row is gone (a crash between a commit and
// the unlink after it, or a first-request rendering that finished after its picture was deleted)
// and temporary files left by a crash. Safe while the server runs: a file is only judged once it
// is older than any upload still in flight, because an upload writes its files before the
// transaction that inserts its row commits.
import { rm } from 'node:fs/promises';
import type { Db } from '../../db/kysely';
import { ownedFiles } from '../../repositories/imageOwners';
import { PRIVATE } from './images';
import type { Storage } from './storage';
import { IMAGE_KINDS, type ImageKind } from './thumbnails';

/** Far longer than an upload takes between writing its files and committing its row. */
export const SWEEP_MIN_AGE_MS = 10 * 60_000;
/** A temporary file is an upload still streaming in for as long as a slow client needs. */
const TEMP_MIN_AGE_MS = 24 * 3_600_000;

export type SweepOptions = { dryRun: boolean; now?: number };
export type SweepResult = { removed: string[]; kept: number };

type Candidate = { key: string; kind: ImageKind; file: string };

/** The kind and `<hash>.<type>` of an image key; null for keys of other owners (left alone). */
function imageFile(key: string): Omit<Candidate, 'key'> | null {
  const parts = key.split('/');
  const kind = parts[0] === PRIVATE ? parts[1] : parts[0];
  if (!Object.hasOwn(IMAGE_KINDS, kind)) return null;
  return { kind: kind as ImageKind, file: parts[parts.length - 1] };
}

export async function sweepFiles(db: Db, storage: Storage, { dryRun, now = Date.now() }: SweepOptions): Promise<SweepResult> {
  const candidates: Candidate[] = [];
  let kept = 0;
  for await (const { key, modified } of storage.list()) {
    const image = imageFile(key);
    if (image && now - modified >= SWEEP_MIN_AGE_MS) candidates.push({ key, ...image });
    else kept++;
  }
  const removed: string[] = [];
  for (const kind of Object.keys(IMAGE_KINDS) as ImageKind[]) {
    const ofKind = candidates.filter((c) => c.kind === kind);
    const owned = await ownedFiles(db, kind, [...new Set(ofKind.map((c) => c.file.split('.')[0]))]);
    for (const { key, file } of ofKind) {
      if (owned.has(file)) {
        kept++;
        continue;
      }
      if (!dryRun) await storage.delete(key);
      removed.push(key);
    }
  }
  for await (const temp of storage.temporary()) {
    if (now - temp.modified < TEMP_MIN_AGE_MS) continue;
    if (!dryRun) await rm(temp.path, { force: true });
    removed.push(temp.name);
  }
  return { removed, kept };
}
