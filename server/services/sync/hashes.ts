// Hashes (the uuid-shaped public ids) of catalogue rows, derived from their origId: a clean run,
// a rerun after a crash and another installation give every catalogue row the same hash.
import { createHash } from 'node:crypto';

export function catalogueHash(kind: string, origId: number): string {
  const hex = createHash('sha256').update(`${kind}:${origId}`).digest('hex');
  // Shaped as a version-8 (custom) uuid so that it fits the hash columns and reads like the others.
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
