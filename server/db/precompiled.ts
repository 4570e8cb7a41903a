// Hot-path queries compiled once per database: Kysely builds and compiles a query on every call,
// which costs more than running a small indexed query. A precompiled query is built with
// placeholder values `param(i)`, compiled on first use, and then run with the real values.
import type { Compilable, CompiledQuery } from 'kysely';
import { type Db, prepared } from './kysely';

const MARK = '\u0000param:';

/** Stands for the i-th argument of a precompiled query. */
export const param = <T>(index: number) => `${MARK}${index}` as unknown as T;

export function precompiled<Row, Args extends unknown[]>(build: (db: Db) => Compilable<Row>) {
  const compiledFor = new WeakMap<Db, CompiledQuery<Row>>();
  return async (db: Db, ...args: Args): Promise<Row[]> => {
    let compiled = compiledFor.get(db);
    if (!compiled) {
      compiled = build(db).compile();
      prepared(compiled.sql);
      compiledFor.set(db, compiled);
    }
    const parameters = compiled.parameters.map((value) =>
      typeof value === 'string' && value.startsWith(MARK) ? args[Number(value.slice(MARK.length))] : value,
    );
    return (await db.executeQuery<Row>({ ...compiled, parameters })).rows;
  };
}
