// The sync benchmark's baseline: the rows a step wrote, read back from the synchronised database
// before the clock starts, then written again by plain driver code into a scratch database with
// the same schema (tables, indexes, triggers, keys) — prepared multi-row inserts reused for every
// full batch on SQLite, a reused `unnest` insert on PostgreSQL, one transaction per step — after
// reading the step's catalogue records, as the step must. Every row the step writes counts: a clinic is its row, its texts, profile texts, cities,
// languages, accreditations and name-search tails, not one JSON blob.
import type Database from 'better-sqlite3';
import { sql } from 'kysely';
import type pg from 'pg';
import type { Db } from '../../server/db/kysely';
import type { SourceStep } from '../../server/services/sync/source/records';

type Part = { table: string; where?: string };
const ofKind = (kind: string) => [
  { table: 'categories', where: `kind = '${kind}'` },
  { table: 'category_l10n', where: `category_id in (select id from categories where kind = '${kind}')` },
];

/** The tables a step writes on a first run (and which rows of a shared one). */
const STEP_TABLES: Record<SourceStep, Part[]> = {
  agents: [{ table: 'agents' }, { table: 'agent_l10n' }],
  specialties: [{ table: 'specialties' }, { table: 'specialty_l10n' }, ...ofKind('SPECIALTY'), { table: 'category_specialties' }],
  services: [{ table: 'services' }, { table: 'service_l10n' }, ...ofKind('SERVICE'), { table: 'category_services' }],
  clinics: [
    'clinics',
    'clinic_l10n',
    'clinic_profile_l10n',
    'clinic_cities',
    'clinic_languages',
    'clinic_accreditations',
    'clinic_search',
  ].map((table) => ({ table })),
  clinicspecialties: [{ table: 'clinic_specialties' }],
  clinicspecialtycategories: [{ table: 'clinic_categories' }],
  clinicservices: [{ table: 'clinic_services' }],
  oms: [{ table: 'clinic_oms' }],
  doctors: [{ table: 'doctors' }, { table: 'doctor_l10n' }, { table: 'doctor_languages' }],
  doctorspecialties: [{ table: 'doctor_specialties' }],
  profilephotos: [{ table: 'pictures' }, { table: 'picture_l10n' }],
  clinicdoctors: [{ table: 'clinic_doctors' }],
  reviews: [{ table: 'reviews' }, { table: 'review_categories' }, { table: 'review_specialties' }, { table: 'review_doctors' }],
  freefiles: [{ table: 'clinic_files' }],
  modules: [{ table: 'clinic_modules' }],
};

export type Captured = { table: string; columns: string[]; rows: unknown[][] }[];

/** The step's rows as they are now in `db` (read before the baseline's clock starts). */
export async function capture(db: Db, step: SourceStep): Promise<Captured> {
  const parts: Captured = [];
  for (const { table, where } of STEP_TABLES[step]) {
    const result = await sql.raw<Record<string, unknown>>(`select * from "${table}"${where ? ` where ${where}` : ''}`).execute(db);
    const columns = result.rows.length ? Object.keys(result.rows[0]) : [];
    parts.push({ table, columns, rows: result.rows.map((r) => columns.map((c) => r[c])) });
  }
  return parts;
}

export const capturedRows = (parts: Captured) => parts.reduce((n, p) => n + p.rows.length, 0);

/** Deletes the rows a step wrote on a first run (STEP_TABLES, dependent tables first). */
export async function emptyStep(exec: (text: string) => Promise<unknown>, step: SourceStep) {
  for (const { table, where } of [...STEP_TABLES[step]].reverse()) await exec(`delete from "${table}"${where ? ` where ${where}` : ''}`);
}

/** Rows per statement: bound parameters stay under both engines' limits. */
const perStatement = (width: number) => Math.max(1, Math.min(1000, Math.floor(30_000 / width)));

function insertText(table: string, columns: string[], rows: number, placeholder: (n: number) => string) {
  const tuples = Array.from({ length: rows }, (_, r) => `(${columns.map((_, c) => placeholder(r * columns.length + c + 1)).join(', ')})`);
  return `insert into "${table}" (${columns.map((c) => `"${c}"`).join(', ')}) values ${tuples.join(', ')}`;
}

async function drain(records: AsyncIterable<unknown[]>) {
  let n = 0;
  for await (const batch of records) n += batch.length;
  return n;
}

export async function rawSqlite(db: Database.Database, parts: Captured, records: AsyncIterable<unknown[]>) {
  const started = performance.now();
  const read = await drain(records);
  db.exec('begin immediate');
  for (const { table, columns, rows } of parts) {
    const size = perStatement(columns.length);
    const full = rows.length >= size ? db.prepare(insertText(table, columns, size, () => '?')) : undefined;
    for (let start = 0; start < rows.length; start += size) {
      const chunk = rows.slice(start, start + size);
      const statement = chunk.length === size && full ? full : db.prepare(insertText(table, columns, chunk.length, () => '?'));
      statement.run(chunk.flat());
    }
  }
  db.exec('commit');
  return { read, ms: performance.now() - started };
}

/** PostgreSQL: one array per column (`unnest`), the fastest plain way to bind many rows; one
 * named statement per table, reused for every batch. */
export async function rawPostgres(client: pg.ClientBase, parts: Captured, records: AsyncIterable<unknown[]>) {
  const types = new Map<string, string>();
  for (const { table } of parts) {
    const result = await client.query(
      'select column_name as name, udt_name as type from information_schema.columns where table_name = $1',
      [table],
    );
    for (const row of result.rows) types.set(`${table}.${row.name}`, row.type);
  }
  const started = performance.now();
  const read = await drain(records);
  await client.query('begin');
  for (const { table, columns, rows } of parts) {
    const arrays = columns.map((c, i) => `$${i + 1}::${types.get(`${table}.${c}`)}[]`).join(', ');
    const text = `insert into "${table}" (${columns.map((c) => `"${c}"`).join(', ')}) select * from unnest(${arrays})`;
    for (let start = 0; start < rows.length; start += 5000) {
      const chunk = rows.slice(start, start + 5000);
      await client.query({ name: `raw_${table}`, text, values: columns.map((_, c) => chunk.map((row) => row[c])) });
    }
  }
  await client.query('commit');
  return { read, ms: performance.now() - started };
}
