// Batched upserts for the synchronisation: one `insert ... on conflict` per chunk of rows, its
// text built once and reused. SQLite gets multi-row VALUES of a few fixed sizes (`chunks`);
// PostgreSQL gets one array per column (`unnest`), which it parses and binds far faster than
// thousands of parameters. A row that exists is only rewritten (and its `updated` only moved)
// when a column it owns changed, so a second run leaves the database as it was.
import { CompiledQuery, type QueryResult } from 'kysely';
import { batchSize, type DialectName, placeholder } from '../../../db/dialect';
import { prepared } from '../../../db/kysely';
import { execute, later, type Row, run, type Sql } from '../../../repositories/rawSql';

export { execute, inChunks, type Row, run, type Sql } from '../../../repositories/rawSql';

export type UpsertSpec = {
  table: string;
  /** The unique key that identifies the row (the conflict target). */
  key: readonly string[];
  /** Every column an insert writes, key included. */
  columns: readonly string[];
  /** Columns the catalogue owns and overwrites on conflict; empty = insert only. */
  update: readonly string[];
  /** Columns of `update` that a stored row keeps while a condition on it holds (an SQL expression
   * on the table's columns, qualified by its name): what staff chose or wrote is theirs
   * (docs/catalogue-format.md "Who owns what"). The database decides row by row, so a step needs
   * no read of its own to know which rows are staff's. */
  held?: Readonly<Record<string, string>>;
  /** Set from the new row whenever an owned column changed ('updated'). */
  touch?: string;
  returning?: readonly string[];
  /** false: rows known to be new, a plain insert (insertNew, upsertKnown). */
  conflict?: false;
};

const quote = (name: string) => `"${name}"`;
const texts = new WeakMap<UpsertSpec, Map<string, string>>();
/** PostgreSQL element types of every table's columns (the same schema in every database). */
let pgTypes: Promise<Map<string, Map<string, string>>> | undefined;
/** Rows per PostgreSQL statement: arrays have no parameter limit, memory does. */
const PG_ROWS = 5000;

/** Read once per process for every table at once (pg_catalog: information_schema costs a few ms
 * per table), so no step pays a catalogue round trip per table it writes. */
async function columnTypes(sql: Sql, table: string): Promise<Map<string, string>> {
  if (!pgTypes) {
    pgTypes = run<{ table: string; name: string; type: string }>(
      sql,
      `select c.relname as table, a.attname as name, t.typname as type
       from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_type t on t.oid = a.atttypid
       where c.relnamespace = current_schema()::regnamespace and c.relkind = 'r' and a.attnum > 0 and not a.attisdropped`,
    ).then((rows) => {
      const tables = new Map<string, Map<string, string>>();
      for (const r of rows) tables.set(r.table, (tables.get(r.table) ?? new Map()).set(r.name, r.type));
      return tables;
    });
    // A failed read (its transaction rolled back) is tried again next time.
    pgTypes.catch(() => {
      pgTypes = undefined;
    });
  }
  return (await pgTypes).get(table) ?? new Map();
}

function conflictClause(spec: UpsertSpec): string {
  let text = '';
  if (spec.conflict !== false) {
    text = ` on conflict (${spec.key.map(quote).join(', ')})`;
    if (spec.update.length === 0) {
      text += ' do nothing';
    } else {
      const stored = (c: string) => `${quote(spec.table)}.${quote(c)}`;
      const held = spec.held ?? {};
      const value = (c: string) =>
        held[c] ? `case when ${held[c]} then ${stored(c)} else excluded.${quote(c)} end` : `excluded.${quote(c)}`;
      const set = [...spec.update, ...(spec.touch ? [spec.touch] : [])].map((c) => `${quote(c)} = ${value(c)}`);
      const changed = spec.update.map((c) => {
        const differs = `${stored(c)} is distinct from excluded.${quote(c)}`;
        return held[c] ? `(not (${held[c]}) and ${differs})` : differs;
      });
      text += ` do update set ${set.join(', ')} where ${changed.join(' or ')}`;
    }
  }
  if (spec.returning?.length) text += ` returning ${spec.returning.map(quote).join(', ')}`;
  return text;
}

function statement(spec: UpsertSpec, dialect: DialectName, rows: number, types?: Map<string, string>): string {
  const cache = texts.get(spec) ?? new Map<string, string>();
  texts.set(spec, cache);
  const key = dialect === 'postgres' ? 'postgres' : String(rows);
  const cached = cache.get(key);
  if (cached) return cached;
  const columns = spec.columns.map(quote).join(', ');
  let values: string;
  if (dialect === 'postgres') {
    const arrays = spec.columns.map((c, i) => `$${i + 1}::${types?.get(c) ?? 'text'}[]`);
    values = `select * from unnest(${arrays.join(', ')})`;
  } else {
    const width = spec.columns.length;
    const tuples = Array.from(
      { length: rows },
      (_, r) => `(${spec.columns.map((_, c) => placeholder(dialect, r * width + c + 1)).join(', ')})`,
    );
    values = `values ${tuples.join(', ')}`;
  }
  const text = `insert into ${quote(spec.table)} (${columns}) ${values}${conflictClause(spec)}`;
  // One text per spec on PostgreSQL: named, it is parsed and planned once per connection.
  if (dialect === 'postgres') prepared(text);
  cache.set(key, text);
  return text;
}

/** SQLite binds no booleans: flags travel as 0/1 on both engines. */
const bindable = (value: unknown) => (value === undefined ? null : typeof value === 'boolean' ? Number(value) : value);

/** A row's key as one Map key: the value itself, or the values joined (a template for the usual
 * two columns: no array per row). */
function keyReader(key: readonly string[]): (row: Row) => unknown {
  const [a, b] = key;
  if (key.length === 1) return (row) => row[a];
  if (key.length === 2) return (row) => `${row[a]}\u0001${row[b]}`;
  return (row) => key.map((k) => row[k]).join('\u0001');
}

/** One row per key (the last wins): PostgreSQL refuses to upsert the same row twice in one statement. */
function distinctByKey(spec: UpsertSpec, rows: readonly Row[]): readonly Row[] {
  if (rows.length < 2) return rows;
  const keyOf = keyReader(spec.key);
  const byKey = new Map<unknown, Row>();
  for (const row of rows) byKey.set(keyOf(row), row);
  return byKey.size === rows.length ? rows : [...byKey.values()];
}

/** The parameters of one statement: one array per column on PostgreSQL (`unnest`), the rows'
 * values in order on SQLite. Plain loops: every row the synchronisation writes passes here. */
function parametersOf(dialect: DialectName, columns: readonly string[], chunk: readonly Row[]): unknown[] {
  if (dialect === 'postgres') return columns.map((c) => chunk.map((row) => bindable(row[c])));
  const values = new Array<unknown>(chunk.length * columns.length);
  let i = 0;
  for (const row of chunk) for (const c of columns) values[i++] = bindable(row[c]);
  return values;
}

/** Statement sizes (start, rows) for `total` rows. PostgreSQL: one text whatever the rows.
 * SQLite: full chunks of the largest power of two up to 512 rows that fits the parameter limit,
 * then halves down to 64 rows, then the last few rows: big statements come from a few texts per
 * spec and their prepared statements are reused (kysely.ts keeps them by text) instead of being
 * prepared anew for each batch's odd number of rows; small odd ones are cheap to prepare. */
function* chunks(dialect: DialectName, columns: number, total: number): Iterable<[number, number]> {
  if (dialect === 'postgres') {
    for (let start = 0; start < total; start += PG_ROWS) yield [start, Math.min(PG_ROWS, total - start)];
    return;
  }
  let size = 512;
  while (size > batchSize(columns)) size /= 2;
  let start = 0;
  for (; size >= 64; size /= 2) {
    for (; total - start >= size; start += size) yield [start, size];
  }
  if (start < total) yield [start, total - start];
}

/** Writes the rows (one per key), each statement's result to `collect`; without `collect`, the
 * statements may wait for the next one (rawSql's `later`). Answers how many rows it wrote. */
async function write(sql: Sql, spec: UpsertSpec, input: readonly Row[], collect?: (result: QueryResult<Row>) => void) {
  const { dialect } = sql;
  const rows = distinctByKey(spec, input);
  const types = dialect === 'postgres' ? await columnTypes(sql, spec.table) : undefined;
  for (const [start, size] of chunks(dialect, spec.columns.length, rows.length)) {
    const parameters = parametersOf(dialect, spec.columns, rows.slice(start, start + size));
    const query = CompiledQuery.raw(statement(spec, dialect, size, types), parameters);
    if (collect) collect(await execute<Row>(sql, query));
    else await later(sql, query);
  }
  return rows.length;
}

/** Inserts or updates the rows; answers the `returning` columns of the rows it wrote. */
export async function upsert(sql: Sql, spec: UpsertSpec, input: readonly Row[]): Promise<Row[]> {
  const written: Row[] = [];
  await write(sql, spec, input, (result) => written.push(...result.rows));
  return written;
}

/** The spec without `returning` (counting), without its conflict clause (fresh), or both (plain). */
const derive = {
  counting: (spec: UpsertSpec): UpsertSpec => ({ ...spec, returning: [] }),
  fresh: (spec: UpsertSpec): UpsertSpec => ({ ...spec, conflict: false }),
  plain: (spec: UpsertSpec): UpsertSpec => ({ ...spec, returning: [], conflict: false }),
};
const variants = new WeakMap<UpsertSpec, Partial<Record<keyof typeof derive, UpsertSpec>>>();

function variant(spec: UpsertSpec, kind: keyof typeof derive): UpsertSpec {
  const derived = variants.get(spec) ?? {};
  variants.set(spec, derived);
  derived[kind] ??= derive[kind](spec);
  return derived[kind];
}

/** Rows by a unique key of which the caller knows which are stored (`stored`): the others are
 * inserted plainly, without the speculative insertion an `on conflict` clause costs, and only
 * the stored ones upserted. A row thought new that exists after all fails the insert, and the
 * step with it: the run's lease keeps other runs out, and rows made here have no origId. Answers
 * the `returning` columns of the rows written. */
export async function upsertKnown(sql: Sql, spec: UpsertSpec, rows: readonly Row[], stored: (row: Row) => boolean): Promise<Row[]> {
  const fresh = rows.filter((row) => !stored(row));
  const inserted = await upsert(sql, variant(spec, 'fresh'), fresh);
  return fresh.length === rows.length ? inserted : [...inserted, ...(await upsert(sql, spec, rows.filter(stored)))];
}

async function affected(sql: Sql, spec: UpsertSpec, input: readonly Row[]): Promise<number> {
  let count = 0;
  await write(sql, spec, input, (result) => {
    count += Number(result.numAffectedRows ?? 0);
  });
  return count;
}

/** The same without reading the rows back (`returning` dropped), when only their number matters:
 * answers how many rows it inserted or changed. */
export const upsertCount = (sql: Sql, spec: UpsertSpec, input: readonly Row[]) => affected(sql, variant(spec, 'counting'), input);

/** Rows that cannot exist yet, because their owner was inserted by this very transaction (ids are
 * never reused, and such a row needs its owner): a plain insert, which PostgreSQL runs without
 * the speculative insertion an `on conflict` clause costs, and whose result nobody needs to read
 * (it may wait for the next statement). Answers how many rows it inserts. */
export const insertNew = (sql: Sql, spec: UpsertSpec, input: readonly Row[]) => write(sql, variant(spec, 'plain'), input);

/** Upserts rows that belong to owners (a row's texts...) and answers the owners of the rows it
 * inserted or changed, reading back only the rows of owners that existed: an owner in `inserted`
 * is new, so its rows are too and it counts as added anyway. A first run reads nothing back. */
export async function upsertOwned(sql: Sql, spec: UpsertSpec, rows: readonly Row[], owner: string, inserted: ReadonlySet<number>) {
  const fresh = rows.filter((row) => inserted.has(Number(row[owner])));
  await insertNew(sql, spec, fresh);
  const older = fresh.length === rows.length ? [] : rows.filter((row) => !inserted.has(Number(row[owner])));
  return (await upsert(sql, spec, older)).map((r) => Number(r[owner]));
}
