// The clinics list's side lists for its export (services/export/clinicsExportRead.ts): each
// clinic's modules and its doctor and review counts, by clinic id, as the page's answer holds them
// (clinicListPage.ts `sides`: the same values, the same shapes, an entry for every clinic asked).
// Read as rows of three statements, each over the batch's range of ids, rather than the page's one
// JSON text: on SQLite two thirds of the JSON's statement and parse (0.05-0.07 s of CPU less per
// 100k clinics); on PostgreSQL, with the ranges, its CSV went from 78k to 97k rows/s.
// tests/api/exportReads.test.ts compares them with the page call's.
import type { DialectName } from '../db/dialect';
import { prepared } from '../db/kysely';
import { batchParameters } from './clinicExportRows';
import { countSql, SIDE_COUNTS } from './clinicListPage';
import { runArrays, type Sql } from './rawSql';

/** Per dialect: the batch's ids as a set to test against. */
const IN_IDS = { sqlite: 'in (select value from json_each($1))', postgres: '= any($1::int[])' };
/** The batch's lowest and highest id ($2, $3): a range of the index to read (clinicExportRows.ts batchParameters). */
const IN_RANGE = (column: string) => `${column} between $2 and $3 and ${column}`;

const statements = (dialect: DialectName) => {
  const count = ({ from, clinic, where, visible }: (typeof SIDE_COUNTS)['doctors']) =>
    prepared(`select ${clinic}, ${countSql(dialect, visible)}, count(*) from ${from}
      where ${IN_RANGE(clinic)} ${IN_IDS[dialect]}${where} group by ${clinic}`);
  return {
    // A clinic's modules in the page's order (by module).
    modules: prepared(`select m.clinic_id, m.module, m.connection, m.state, m.valid_until, m.price from clinic_modules m
      where ${IN_RANGE('m.clinic_id')} ${IN_IDS[dialect]} order by m.clinic_id, m.module`),
    doctorsQty: count(SIDE_COUNTS.doctors),
    reviewsQty: count(SIDE_COUNTS.reviews),
  };
};
const STATEMENTS = { sqlite: statements('sqlite'), postgres: statements('postgres') };

/** A number as JSON answers it: PostgreSQL's driver gives a bigint as text. */
const numberOrNull = (value: unknown) => (value === null ? null : Number(value));

type Counts = { visible: number; total: number };

/** The side lists of the page answer for the clinics of `ids`, each a map by clinic id. */
export async function clinicListSides(sql: Sql, ids: readonly number[]) {
  const statement = STATEMENTS[sql.dialect];
  const parameters = batchParameters(sql, ids);
  const [modules, doctors, reviews] = await Promise.all([
    runArrays(sql, statement.modules, parameters),
    runArrays(sql, statement.doctorsQty, parameters),
    runArrays(sql, statement.reviewsQty, parameters),
  ]);
  const sides = {
    modules: {} as Record<string, unknown[]>,
    doctorsQty: {} as Record<string, Counts>,
    reviewsQty: {} as Record<string, Counts>,
  };
  // Every clinic asked has an entry, as in the page's answer: no modules, none counted.
  for (const id of ids) {
    sides.modules[id] = [];
    sides.doctorsQty[id] = { visible: 0, total: 0 };
    sides.reviewsQty[id] = { visible: 0, total: 0 };
  }
  for (const [clinic, module, connection, state, validUntil, price] of modules)
    sides.modules[Number(clinic)].push({ module, connection, state, validUntil: numberOrNull(validUntil), price: numberOrNull(price) });
  for (const [rows, into] of [
    [doctors, sides.doctorsQty],
    [reviews, sides.reviewsQty],
  ] as const)
    for (const [clinic, visible, total] of rows) into[Number(clinic)] = { visible: Number(visible), total: Number(total) };
  return sides;
}
