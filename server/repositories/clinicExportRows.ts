// The clinics list's rows for its export (issue 27 point 2; services/export/clinicsExportRead.ts):
// the fields of a clinic as the list's page answers them (repositories/clinicListPage.ts, 000 §7
// "clinicslist"), for a batch of ids in the list's order (id descending), as plain rows of one
// statement. The export reads no side lists (modules, doctor and review counts: the page call's
// answer beside its clinics, which the export never joined), so this statement reads none, and
// builds no JSON for the records to be parsed again.
import type { DialectName } from '../db/dialect';
import { prepared } from '../db/kysely';
import { completeSql } from '../services/completion';
import { runArrays, type Sql } from './rawSql';

/** Per dialect: how the batch's ids arrive. */
const IDS = { sqlite: 'select value from json_each($1)', postgres: 'select unnest($1::int[])' };

/** Its complete sections per language as the page counts them, in ONE pass over its marks (two
 * passes, one per language, cost a fifth of the statement): RU's count plus EN's times 2^16 (a
 * clinic has a few dozen marks at most), taken apart by `qualityOf`. */
const QUALITY_SUM = `sum(case when ${completeSql('m')} then (case m.lang when 'RU' then 1 when 'EN' then ${2 ** 16} else 0 end) else 0 end)`;
/** Per dialect: how each clinic's sum is read. SQLite: a look-up per clinic. PostgreSQL: the
 * batch's marks summed by clinic in one grouped read and joined (its look-up per clinic, a subplan
 * of 13 µs, was two thirds of the statement's time). */
const QUALITY = {
  sqlite: { column: `(select coalesce(${QUALITY_SUM}, 0) from complete_edit m where m.clinic_id = c.id)`, join: '' },
  postgres: {
    column: 'coalesce(q.quality, 0)',
    join: `left join (select m.clinic_id, ${QUALITY_SUM} as quality from complete_edit m
      where m.clinic_id in (${IDS.postgres}) group by m.clinic_id) q on q.clinic_id = c.id`,
  },
};
const qualityOf = (both: number) => ({ RU: both % 2 ** 16, EN: Math.floor(both / 2 ** 16) });

const statement = (dialect: DialectName) =>
  prepared(`select c.id, c.hash, c.slug, c.state, c.city_id, c.direct_lead, c.super_agent_id, c.updated, u.name as updated_by,
    r.clinic_id as ru, r.visible as ru_visible, r.short_name as ru_short_name, r.name as ru_name,
    e.clinic_id as en, e.visible as en_visible, e.short_name as en_short_name, e.name as en_name, ${QUALITY[dialect].column} as quality
  from clinics c
  left join users u on u.id = c.updated_by
  left join clinic_l10n r on r.clinic_id = c.id and r.lang = 'RU'
  left join clinic_l10n e on e.clinic_id = c.id and e.lang = 'EN'
  ${QUALITY[dialect].join}
  where c.id in (${IDS[dialect]})
  order by c.id desc`);
const STATEMENTS = { sqlite: statement('sqlite'), postgres: statement('postgres') };

/** A row's columns, in the order the statement selects them (it is read as an array: runArrays). */
const [ID, HASH, SLUG, STATE, CITY, DIRECT_LEAD, SUPER_AGENT, UPDATED, UPDATED_BY] = [0, 1, 2, 3, 4, 5, 6, 7, 8];
/** The first of a language's four columns (its row's clinic id, visible, short name, name). */
const [RU, EN, QUALITY_AT] = [9, 13, 17];

/** A language's names and visibility as the page answers them: none without its row. */
const l10n = (row: unknown[], at: number) =>
  row[at] === null
    ? { visible: false, shortName: '', name: '' }
    : { visible: Number(row[at + 1]) === 1, shortName: row[at + 2], name: row[at + 3] };

const numberOrNull = (value: unknown) => (value === null ? null : Number(value));

/** The clinics of `ids` (id descending, as the list orders them), each as the list's page answers it. */
export async function clinicExportRows(sql: Sql, ids: readonly number[]) {
  const rows = await runArrays(sql, STATEMENTS[sql.dialect], [sql.dialect === 'postgres' ? ids : JSON.stringify(ids)]);
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
    quality: qualityOf(Number(row[QUALITY_AT])),
  }));
}
