// Who has a watched page open (db/migrations/2026_11_25_08_live_presence.ts): each node writes
// its own sockets' rows and refreshes them; every node reads them all.
import type { Person } from '../../common/live';
import type { Db } from '../db/kysely';

export type PresenceRow = { socketId: string; nodeId: string; userId: number };

/** Puts a socket on `page`, or off every page when `page` is null. */
export async function setPresence(db: Db, row: PresenceRow, page: string | null, now = Date.now()): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('live_presence').where('socket_id', '=', row.socketId).execute();
    if (page !== null)
      await trx
        .insertInto('live_presence')
        .values({ socket_id: row.socketId, node_id: row.nodeId, user_id: row.userId, page, seen: now })
        .execute();
  });
}

/** Marks every socket a node holds as still there. */
export async function touchPresence(db: Db, nodeId: string, now = Date.now()): Promise<void> {
  await db.updateTable('live_presence').set({ seen: now }).where('node_id', '=', nodeId).execute();
}

/** Forgets rows not refreshed since `before` (a node that died) and, with `nodeId`, all of a node's
 * rows (it is shutting down). Answers the pages that lost someone. */
export async function dropPresence(db: Db, where: { before?: number; nodeId?: string }): Promise<string[]> {
  let query = db.deleteFrom('live_presence');
  if (where.before !== undefined) query = query.where('seen', '<', where.before);
  if (where.nodeId !== undefined) query = query.where('node_id', '=', where.nodeId);
  const rows = await query.returning('page').execute();
  return [...new Set(rows.map((row) => row.page))];
}

const avatarPath = (hash: string | null, type: string | null) => (hash && type ? `/images/user/thumb/${hash}.${type}` : null);

/** The people on `page` seen since `since`, each once, by name. */
export async function peopleOn(db: Db, page: string, since: number): Promise<Person[]> {
  const rows = await db
    .selectFrom('live_presence as p')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .where('p.page', '=', page)
    .where('p.seen', '>=', since)
    .select(['u.id', 'u.name', 'u.avatar_hash', 'u.avatar_file_type'])
    .distinct()
    .orderBy('u.name')
    .execute();
  return rows.map((row) => ({ id: row.id, name: row.name, avatar: avatarPath(row.avatar_hash, row.avatar_file_type) }));
}
