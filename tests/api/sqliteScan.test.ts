// The report's own SQLite connection (db/kysely.ts openSqliteScan): it reads what the main
// connection wrote, and a write through it is refused (query_only), as a read-only open would.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, expect, it } from 'vitest';
import { openSqlite, openSqliteScan } from '../../server/db/kysely';

const dir = mkdtempSync(join(tmpdir(), 'scan-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it('reads beside the main connection and refuses to write', async () => {
  const file = join(dir, 'app.db');
  const main = openSqlite(file);
  await sql`create table t (n integer)`.execute(main.db);
  await sql`insert into t values (1)`.execute(main.db);
  const scan = openSqliteScan(file);
  try {
    expect((await sql<{ n: number }>`select n from t`.execute(scan.db)).rows).toEqual([{ n: 1 }]);
    await expect(sql`insert into t values (2)`.execute(scan.db)).rejects.toThrow(/readonly|read-only/i);
    await expect(sql`delete from t`.execute(scan.db)).rejects.toThrow(/readonly|read-only/i);
    expect((await sql<{ c: number }>`select count(*) as c from t`.execute(main.db)).rows[0].c).toBe(1);
  } finally {
    await scan.close();
    await main.close();
  }
});
