// The record's version and lock of an entity whose one row carries its `updated` (If-Match), for
// the restorers whose record is that row.
import { lockVersion } from '../../../repositories/versions';
import type { Restorer } from './restorer';

export const rowVersion = (table: 'cities' | 'hubs' | 'users' | 'authors'): Pick<Restorer, 'version' | 'lock'> => ({
  version: async (db, id) => {
    const row = await db.selectFrom(table).select('updated').where('id', '=', id).executeTakeFirst();
    return row && Number(row.updated);
  },
  lock: async (trx, id) => {
    await lockVersion(trx, table, id);
  },
});
