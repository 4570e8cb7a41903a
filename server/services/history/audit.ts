// Writes the history: one audit row per state-changing call, inside the call's own transaction,
// so a change and its record land together or not at all. `changes` holds only the fields whose
// value differs, as { field: [before, after] }, long texts shortened.
import { userInfo } from 'node:os';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/kysely';
import { isRestorable } from './restorable';

/** Who acted: the signed-in user (null for the CLI, the sync's own work or a failed sign-in). */
export interface AuditActor {
  userId: number | null;
  email: string | null;
  /** Where from: the client's address, or `cli` for the command line. */
  ip: string | null;
  /** Set by a restore from the history (restore.ts): the row whose version the record is brought
   * back to, so that the save the restore runs records itself as that restore. */
  restoredFrom?: number;
}

export type Snapshot = Record<string, unknown>;

export interface AuditEntry {
  actor: AuditActor;
  /** The entity's name: one of services/history/entities.ts ENTITIES. */
  entity: string;
  entityId: string | number | null;
  /** create, update, delete, or an event: signin, signin.failed, signout, block, password... */
  action: string;
  before?: Snapshot | null;
  after?: Snapshot | null;
}

/** Texts longer than this are kept as a window of this many characters and ellipses. */
export const KEPT_TEXT = 200;
/** Characters a shortened text keeps before the place where the two values start to differ. */
const LEAD = 40;

const ELLIPSIS = '…';

/** A long text cut to KEPT_TEXT characters starting at `from` (0 for the start), with an
 * ellipsis on each side where something was cut. */
function window(text: string, from: number): string {
  const start = Math.max(0, Math.min(from, text.length - KEPT_TEXT));
  const kept = text.slice(start, start + KEPT_TEXT);
  return `${start > 0 ? ELLIPSIS : ''}${kept}${start + KEPT_TEXT < text.length ? ELLIPSIS : ''}`;
}

/** Both sides of a change, long texts shortened around the first character where they differ,
 * so that an edit at the end of a long description still shows in the record. */
function keptPair(before: unknown, after: unknown): [unknown, unknown] {
  const long = (value: unknown): value is string => typeof value === 'string' && value.length > KEPT_TEXT;
  if (!long(before) && !long(after)) return [before, after];
  const a = typeof before === 'string' ? before : '';
  const b = typeof after === 'string' ? after : '';
  let same = 0;
  while (same < a.length && same < b.length && a[same] === b[same]) same++;
  const from = Math.max(0, same - LEAD);
  return [long(before) ? window(before, from) : before, long(after) ? window(after, from) : after];
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The fields whose value differs between the two snapshots, whole: { field: [before, after] }. */
function differences(before: Snapshot | null | undefined, after: Snapshot | null | undefined): Record<string, [unknown, unknown]> {
  const changes: Record<string, [unknown, unknown]> = {};
  const fields = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  for (const field of fields) {
    const from = before?.[field] ?? null;
    const to = after?.[field] ?? null;
    if (!same(from, to)) changes[field] = [from, to];
  }
  return changes;
}

/** The fields whose value differs between the two snapshots: { field: [before, after] }, long
 * texts shortened. */
export function changedFields(before: Snapshot | null | undefined, after: Snapshot | null | undefined): Record<string, [unknown, unknown]> {
  return Object.fromEntries(Object.entries(differences(before, after)).map(([field, [from, to]]) => [field, keptPair(from, to)]));
}

/** What the shortened changes lost: the whole values of the sides that were cut, null for a side
 * kept whole; '{}' when nothing was cut. With `changes` it gives every changed field exactly. */
export function fullValues(before: Snapshot | null | undefined, after: Snapshot | null | undefined): string {
  const cut: Record<string, [unknown, unknown]> = {};
  for (const [field, [from, to]] of Object.entries(differences(before, after))) {
    const [keptFrom, keptTo] = keptPair(from, to);
    if (keptFrom !== from || keptTo !== to) cut[field] = [keptFrom === from ? null : from, keptTo === to ? null : to];
  }
  return JSON.stringify(cut);
}

export function actorOf(request: FastifyRequest): AuditActor {
  return { userId: request.user?.id ?? null, email: request.user?.email ?? null, ip: request.ip ?? null };
}

/** The server's own jobs (start-up accounts, the demo catalogue) act as nobody in particular. */
export const SYSTEM_ACTOR: AuditActor = { userId: null, email: null, ip: null };

/** The command line: no account, `cli` as the origin, and the operating-system user in the
 * e-mail column's place, so that the record still says who ran the command. */
export function cliActor(): AuditActor {
  return { userId: null, email: `${userInfo().username}@cli`.slice(0, 128), ip: 'cli' };
}

/** The audit_log row of an entry. Columns are cut to their widths: a tried e-mail comes from
 * the caller and may be anything. */
export function auditRow(entry: AuditEntry, at = Date.now()) {
  const changes = changedFields(entry.before, entry.after);
  const changed = Object.keys(changes).length > 0;
  const restore = entry.actor.restoredFrom !== undefined && entry.action === 'update';
  return {
    at,
    user_id: entry.actor.userId,
    user_email: entry.actor.email?.slice(0, 128) ?? null,
    ip: entry.actor.ip?.slice(0, 64) ?? null,
    entity: entry.entity,
    entity_id: entry.entityId === null ? null : String(entry.entityId).slice(0, 64),
    action: restore ? 'restore' : entry.action,
    changes: changed ? JSON.stringify(changes) : null,
    // Only where a restore can use them: the whole texts cost their length again.
    full_values: changed && isRestorable(entry.entity) ? fullValues(entry.before, entry.after) : null,
    restored_from: restore ? (entry.actor.restoredFrom ?? null) : null,
  };
}

/** Writes one audit row; an update that changed nothing writes none. Call inside the write's transaction. */
export async function writeAudit(trx: Db, entry: AuditEntry): Promise<void> {
  const row = auditRow(entry);
  if ((entry.action === 'update' || entry.action === 'restore') && row.changes === null) return;
  await trx.insertInto('audit_log').values(row).execute();
}
