// The synchronisation's transaction (server/repositories/bracketed.ts) and several statements in
// one round trip (rawSql's runAll) on both engines: parameters arrive intact (written in as
// literals on PostgreSQL), each statement answers its own rows, the work and its closing
// statements commit together, and a failure anywhere leaves nothing behind and the connection
// usable.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bracketedTransaction } from '../../server/repositories/bracketed';
import { compile, later, run, runAll, type Sql, type Statement } from '../../server/repositories/rawSql';
import { createTestApp, dialects } from '../support/testApp';

describe.each(dialects())('bracketed transaction on $name', (dialect) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let handle: Sql;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    handle = { db: t.app.db, dialect: t.app.dialect };
    await run(handle, 'create table probe_marks (code varchar(40) primary key)');
  });
  afterAll(() => t.close());

  const mark = (code: string): Statement => ({ text: 'insert into probe_marks (code) values ($1)', parameters: [code] });
  const marks = async () => (await run<{ code: string }>(handle, 'select code from probe_marks order by code')).map((r) => r.code);
  const marking = (code: string) => async (sql: Sql) => {
    await run(sql, mark(code).text, mark(code).parameters);
    return { result: code };
  };

  it('answers each statement its own rows, parameters intact', async () => {
    const text = "it's a \\ back-slash, $2 and -- no comment, Ёж";
    const values = {
      text: 'select $1 as text, 1 - $2 as difference, $3 as empty, $4 as big',
      parameters: [text, -5, null, 1_795_000_000_123],
    };
    const [first, none, second] = await runAll(handle, [
      values,
      { text: 'select code from probe_marks where code = $1', parameters: ['absent'] },
      { text: 'select $1 as one union all select $2', parameters: [1, 2] },
    ]);
    expect(first).toEqual([{ text, difference: 6, empty: null, big: 1_795_000_000_123 }]);
    expect(none).toEqual([]);
    expect(second).toEqual([{ one: 1 }, { one: 2 }]);
    expect(await runAll(handle, [values])).toEqual([first]);
  });

  // Arrays are PostgreSQL's (`unnest`, `= any`); SQLite binds rows one value at a time.
  if (dialect.name === 'postgres')
    it('writes arrays out intact', async () => {
      const words = ['a"b', 'c\\d', "e'f", null, 'Ёж, {} NULL'];
      const [rows] = await runAll(handle, [
        { text: 'select * from unnest($1::text[], $2::int4[]) as t(word, n)', parameters: [words, [1, -2, null, 4, 5]] },
      ]);
      expect(rows).toEqual(words.map((word, i) => ({ word, n: [1, -2, null, 4, 5][i] })));
    });

  it('sends a statement that waits before the next one, and fails the transaction with it', async () => {
    const wait = (sql: Sql, code: string) => later(sql, compile(sql.dialect, mark(code).text, mark(code).parameters));
    const seen = await bracketedTransaction(handle, [mark('w-open')], async (sql) => {
      await wait(sql, 'w1');
      await wait(sql, 'w2');
      // PostgreSQL keeps them for the next statement; SQLite ran them at once.
      expect(sql.waiting?.length).toBe(dialect.name === 'postgres' ? 2 : undefined);
      return { result: await run<{ code: string }>(sql, "select code from probe_marks where code like 'w%' order by code") };
    });
    expect(seen.map((r) => r.code)).toEqual(['w-open', 'w1', 'w2']);
    const failing = bracketedTransaction(handle, [mark('v-open')], async (sql) => {
      await wait(sql, 'v1');
      await wait(sql, 'v1');
      return { result: null, closing: [mark('v-closing')] };
    });
    await expect(failing).rejects.toThrow();
    expect((await marks()).filter((code) => code.startsWith('v'))).toEqual([]);
  });

  it('drops the statements still waiting when the work throws', async () => {
    const failing = bracketedTransaction(handle, [mark('x-open')], async (sql) => {
      await later(sql, compile(sql.dialect, mark('x1').text, mark('x1').parameters));
      throw new Error('the catalogue broke');
    });
    await expect(failing).rejects.toThrow('the catalogue broke');
    expect(await bracketedTransaction(handle, [mark('y-open')], marking('y-work'))).toBe('y-work');
    expect((await marks()).filter((code) => /^[xy]/.test(code))).toEqual(['y-open', 'y-work']);
  });

  it('hands the opening rows to the work', async () => {
    const opening = [mark('read'), { text: 'select count(*) as marks from probe_marks where code = $1', parameters: ['read'] }];
    const opened = await bracketedTransaction(handle, opening, async (_, rows) => ({ result: rows }));
    expect(opened).toEqual([[], [{ marks: 1 }]]);
  });

  it('commits the work with its closing statements', async () => {
    const result = await bracketedTransaction(handle, [mark('opening')], async (sql) => ({
      ...(await marking('work')(sql)),
      closing: [mark('closing 1'), mark('closing 2')],
    }));
    expect(result).toBe('work');
    expect(await marks()).toEqual(expect.arrayContaining(['closing 1', 'closing 2', 'opening', 'work']));
  });

  it('leaves nothing when the work throws, and the connection is usable again', async () => {
    const failing = bracketedTransaction(handle, [mark('thrown opening')], async (sql) => {
      await marking('thrown work')(sql);
      throw new Error('the catalogue broke');
    });
    await expect(failing).rejects.toThrow('the catalogue broke');
    expect(await bracketedTransaction(handle, [mark('after')], marking('after work'))).toBe('after work');
    expect(await marks()).not.toContain('thrown opening');
    expect(await marks()).not.toContain('thrown work');
  });

  it('leaves nothing when a closing statement fails', async () => {
    const failing = bracketedTransaction(handle, [mark('closed opening')], async (sql) => ({
      ...(await marking('closed work')(sql)),
      closing: [mark('twice'), mark('twice')],
    }));
    await expect(failing).rejects.toThrow();
    expect(await marks()).not.toContain('closed opening');
    expect(await marks()).not.toContain('closed work');
    expect(await marks()).not.toContain('twice');
    expect(await bracketedTransaction(handle, [mark('last')], marking('last work'))).toBe('last work');
  });
});
