// No lost updates: an edit form sends the version it loaded (the record's `updated`) in an
// `If-Match` header; a save over a newer version is refused with 409. A call without the header
// keeps the documented behaviour (last write wins), so the original contract still holds.
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/kysely';
import { lockVersion, sectionVersion, type VersionedTable } from '../repositories/versions';
import { ApiError } from './errors';

export const VERSION_HEADER = 'if-match';

/** The version the caller loaded, or undefined when it sent none. */
export function loadedVersion(request: FastifyRequest): number | undefined {
  const header = request.headers[VERSION_HEADER];
  if (typeof header !== 'string' || header.trim() === '' || header.trim() === '*') return undefined;
  const version = Number(header.replace(/^W\//, '').replaceAll('"', '').trim());
  if (!Number.isFinite(version)) throw new ApiError(400, 'server.error.badRequest');
  return version;
}

/** Refuses the save when the stored record is newer than the version the caller loaded. */
export function assertVersion(loaded: number | undefined, stored: number | null | undefined): void {
  if (loaded !== undefined && stored !== null && stored !== undefined && Number(stored) !== loaded) {
    throw new ApiError(409, 'server.error.conflict');
  }
}

/** The version a save stores: now, or one past the stored one when the clock has not moved on,
 * so that two saves in one millisecond still leave different versions. */
export const nextVersion = (stored: number, now = Date.now()) => Math.max(now, stored + 1);

/**
 * The check of an update, inside its transaction: locks the row, refuses a stale version (409)
 * and answers the `updated` to store; undefined when there is no row to update (a create, or an
 * unknown id, which the save then answers as before).
 */
export async function claimVersion(trx: Db, table: VersionedTable, id: number | undefined, loaded: number | undefined) {
  if (id === undefined) return undefined;
  const stored = await lockVersion(trx, table, id);
  if (stored === undefined) return undefined;
  assertVersion(loaded, stored);
  return nextVersion(stored);
}

/** The same for a clinic profile section: answers the content date its save records. */
export async function claimSectionVersion(trx: Db, clinicId: number, section: number, loaded: number | undefined): Promise<number> {
  await lockVersion(trx, 'clinics', clinicId);
  const stored = await sectionVersion(trx, clinicId, section);
  assertVersion(loaded, stored);
  return nextVersion(stored);
}
