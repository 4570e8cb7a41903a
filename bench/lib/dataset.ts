// The benchmark data set's size and place: the demo catalogue of BENCH_CLINICS clinics, loaded by
// the sync benchmark into a SQLite file under bench/.data that the clinics-list benchmark serves.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

export const CLINICS = Number(process.env.BENCH_CLINICS ?? 100_000);

export function sqliteDir(): string {
  const dir = join('bench', '.data', `sqlite-${CLINICS}`);
  mkdirSync(dir, { recursive: true });
  return dir;
}
