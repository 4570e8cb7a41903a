// The dialect layer (server/db/dialect.ts) on both engines: keys, unique violations, counts
// and timestamps as numbers, and search normalisation.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idColumn, isUniqueViolation, searchKey } from '../../server/db/dialect';
import { createTestApp, dialects } from '../support/testApp';

describe.each(dialects())('dialect layer on $name', (dialect) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    const id = idColumn(t.app.dialect);
    await t.app.db.schema
      .createTable('probe')
      .addColumn('id', id.type, id.build)
      .addColumn('code', 'varchar(10)', (c) => c.notNull().unique())
      .addColumn('at', 'bigint', (c) => c.notNull())
      .execute();
  });
  afterAll(() => t.close());

  const probe = () => t.app.db.withTables<{ probe: { id: number; code: string; at: number } }>();

  it('generates keys and returns them', async () => {
    const first = await probe()
      .insertInto('probe')
      .values({ code: 'a', at: Date.now() } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    const second = await probe()
      .insertInto('probe')
      .values({ code: 'b', at: Date.now() } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(second.id).toBe(first.id + 1);
  });

  it('recognises a unique violation', async () => {
    const error = await probe()
      .insertInto('probe')
      .values({ code: 'a', at: 1 } as never)
      .execute()
      .catch((e) => e);
    expect(isUniqueViolation(error)).toBe(true);
    expect(isUniqueViolation(new Error('other'))).toBe(false);
  });

  it('reads counts and epoch-millisecond timestamps as numbers', async () => {
    const now = 1_795_000_000_123;
    await probe()
      .insertInto('probe')
      .values({ code: 'c', at: now } as never)
      .execute();
    const row = await probe().selectFrom('probe').select('at').where('code', '=', 'c').executeTakeFirstOrThrow();
    expect(row.at).toBe(now);
    const { rows } = await sql<{ n: number }>`select count(*) as n from probe`.execute(t.app.db);
    expect(rows[0].n).toBe(3);
  });

  it.runIf(dialect.name === 'postgres')('survives the database ending a connection held between two statements', async () => {
    const next = await t.app.db.connection().execute(async (held) => {
      const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(held);
      await sql`select pg_terminate_backend(${rows[0].pid})`.execute(t.app.db);
      const alive = async () =>
        (await sql<{ n: number }>`select count(*) as n from pg_stat_activity where pid = ${rows[0].pid}`.execute(t.app.db)).rows[0].n;
      await expect.poll(alive).toBe(0);
      // The socket's end reaches the idle client a moment after the backend is gone: without a
      // listener of its own, that 'error' would end the process (and fail this run).
      await new Promise((resolve) => setTimeout(resolve, 200));
      return sql`select 1`.execute(held).then(
        () => 'answered',
        () => 'refused',
      );
    });
    expect(next).toBe('refused');
    const { rows } = await sql<{ one: number }>`select 1 as one`.execute(t.app.db);
    expect(rows[0].one).toBe(1);
  });

  it('normalises search text the same way for Cyrillic and Latin', () => {
    expect(searchKey('  Клиника   ЁЛКА ')).toBe('клиника елка');
    expect(searchKey('Clinic ＡＢＣ')).toBe('clinic abc');
  });
});
