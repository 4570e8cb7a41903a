// The clinics list's rows for its export (issue 27 point 2; services/export/clinicsExportRead.ts):
// the fields of a clinic as the list's page answers them (repositories/clinicListPage.ts, 000 §7
// "clinicslist"), for a batch of ids in the list's order (id descending), as plain rows of one
// statement, building no JSON for the records to be parsed again. The side lists (modules, doctor
// and review counts) are read beside it (clinicListSides.ts). A clinic's complete sections are the
// counts its row keeps (migration 2026_12_07_02), which the page counts from the marks.
import type { DialectName } from '../db/dialect';
import { prepared } from '../db/kysely';
import { runArrays, type Sql } from './rawSql';

/** Per dialect: how the batch's ids arrive. */
const IDS = { sqlite: 'select value from json_each($1)', postgres: 'select unnest($1::int[])' };

const statement = (dialect: DialectName) =>
  prepared(`select c.id, c.hash, c.slug, c.state, c.city_id, c.direct_lead, c.super_agent_id, c.updated, u.name as updated_by,
    r.clinic_id as ru, r.visible as ru_visible, r.short_name as ru_short_name, r.name as ru_name,
    e.clinic_id as en, e.visible as en_visible, e.short_name as en_short_name, e.name as en_name, c.complete_ru, c.complete_en
  from clinics c
  left join users u on u.id = c.updated_by
  left join clinic_l10n r on r.clinic_id = c.id and r.lang = 'RU' and r.clinic_id between $2 and $3
  left join clinic_l10n e on e.clinic_id = c.id and e.lang = 'EN' and e.clinic_id between $2 and $3
  where c.id between $2 and $3 and c.id in (${IDS[dialect]})
  order by c.id desc`);
const STATEMENTS = { sqlite: statement('sqlite'), postgres: statement('postgres') };

/** A row's columns, in the order the statement selects them (it is read as an array: runArrays). */
const [ID, HASH, SLUG, STATE, CITY, DIRECT_LEAD, SUPER_AGENT, UPDATED, UPDATED_BY] = [0, 1, 2, 3, 4, 5, 6, 7, 8];
/** The first of each language's four columns (its row's clinic id, visible, short name, name), then its complete sections. */
const [RU, EN, COMPLETE_RU, COMPLETE_EN] = [9, 13, 17, 18];

/** A language's names and visibility as the page answers them: none without its row. */
const l10n = (row: unknown[], at: number) =>
  row[at] === null
    ? { visible: false, shortName: '', name: '' }
    : { visible: Number(row[at + 1]) === 1, shortName: row[at + 2], name: row[at + 3] };

/** A batch's statements' parameters: its ids as a list (SQLite: JSON text; PostgreSQL: an array
 * literal, which its driver would otherwise build element by element for each statement), then the
 * lowest and highest of them, with which PostgreSQL reads neighbouring ids as ranges of its indexes
 * (merge joins) rather than three probes per clinic, a quarter less time (SQLite probes either way). */
export const batchParameters = (sql: Sql, ids: readonly number[]) => [
  sql.dialect === 'postgres' ? `{${ids.join(',')}}` : JSON.stringify(ids),
  Math.min(...ids),
  Math.max(...ids),
];

const numberOrNull = (value: unknown) => (value === null ? null : Number(value));

/** The clinics of `ids` (id descending, as the list orders them), each as the list's page answers it. */
export async function clinicExportRows(sql: Sql, ids: readonly number[]) {
  const rows = await runArrays(sql, STATEMENTS[sql.dialect], batchParameters(sql, ids));
  return rows.map((row) => ({
    id: Number(row[ID]),
    hash: row[HASH] as string,
    slug: row[SLUG] as string,
    state: row[STATE] as string,
    cityId: numberOrNull(row[CITY]),
    directLead: Number(row[DIRECT_LEAD]) === 1,
    superAgentId: numberOrNull(row[SUPER_AGENT]),
    updated: numberOrNull(row[UPDATED]),
    updatedBy: row[UPDATED_BY] as string | null,
    ll10n: { RU: l10n(row, RU), EN: l10n(row, EN) },
    quality: { RU: Number(row[COMPLETE_RU]), EN: Number(row[COMPLETE_EN]) },
  }));
}
