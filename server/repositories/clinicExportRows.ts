// The clinics list's rows for its export (issue 27 point 2; services/export/clinicsExportRead.ts):
// the fields of a clinic as the list's page answers them (repositories/clinicListPage.ts, 000 §7
// "clinicslist"), for a batch of ids in the list's order (id descending), as plain rows of one
// statement. The export reads no side lists (modules, doctor and review counts: the page call's
// answer beside its clinics, which the export never joined), so this statement reads none, and
// builds no JSON for the records to be parsed again.
import type { DialectName } from '../db/dialect';
import { prepared } from '../db/kysely';
import { completeSql } from '../services/completion';
import { run, type Sql } from './rawSql';

/** Per dialect: how the batch's ids arrive. */
const IDS = { sqlite: 'select value from json_each($1)', postgres: 'select unnest($1::int[])' };

/** Its complete sections per language as the page counts them, in ONE pass over its marks (two
 * passes, one per language, cost a fifth of the statement): RU's count plus EN's times 2^16 (a
 * clinic has a few dozen marks at most), taken apart by `qualityOf`. */
const QUALITY = `(select coalesce(sum(case when ${completeSql('m')} then (case m.lang when 'RU' then 1 when 'EN' then ${2 ** 16} else 0 end) else 0 end), 0)
    from complete_edit m where m.clinic_id = c.id)`;
const qualityOf = (both: number) => ({ RU: both % 2 ** 16, EN: Math.floor(both / 2 ** 16) });

const statement = (dialect: DialectName) =>
  prepared(`select c.id, c.hash, c.slug, c.state, c.city_id, c.direct_lead, c.super_agent_id, c.updated, u.name as updated_by,
    r.clinic_id as ru, r.visible as ru_visible, r.short_name as ru_short_name, r.name as ru_name,
    e.clinic_id as en, e.visible as en_visible, e.short_name as en_short_name, e.name as en_name, ${QUALITY} as quality
  from clinics c
  left join users u on u.id = c.updated_by
  left join clinic_l10n r on r.clinic_id = c.id and r.lang = 'RU'
  left join clinic_l10n e on e.clinic_id = c.id and e.lang = 'EN'
  where c.id in (${IDS[dialect]})
  order by c.id desc`);
const STATEMENTS = { sqlite: statement('sqlite'), postgres: statement('postgres') };

type Row = {
  id: number;
  hash: string;
  slug: string;
  state: string;
  city_id: number | null;
  direct_lead: number;
  super_agent_id: number | null;
  updated: number | null;
  updated_by: string | null;
  ru: number | null;
  ru_visible: number | null;
  ru_short_name: string | null;
  ru_name: string | null;
  en: number | null;
  en_visible: number | null;
  en_short_name: string | null;
  en_name: string | null;
  quality: number;
};

/** A language's names and visibility as the page answers them: none without its row. */
const l10n = (found: number | null, visible: number | null, shortName: string | null, name: string | null) =>
  found === null ? { visible: false, shortName: '', name: '' } : { visible: Number(visible) === 1, shortName, name };

/** The clinics of `ids` (id descending, as the list orders them), each as the list's page answers it. */
export async function clinicExportRows(sql: Sql, ids: readonly number[]) {
  const rows = await run<Row>(sql, STATEMENTS[sql.dialect], [sql.dialect === 'postgres' ? ids : JSON.stringify(ids)]);
  return rows.map((row) => ({
    id: Number(row.id),
    hash: row.hash,
    slug: row.slug,
    state: row.state,
    cityId: row.city_id === null ? null : Number(row.city_id),
    directLead: Number(row.direct_lead) === 1,
    superAgentId: row.super_agent_id === null ? null : Number(row.super_agent_id),
    updated: row.updated === null ? null : Number(row.updated),
    updatedBy: row.updated_by,
    ll10n: {
      RU: l10n(row.ru, row.ru_visible, row.ru_short_name, row.ru_name),
      EN: l10n(row.en, row.en_visible, row.en_short_name, row.en_name),
    },
    quality: qualityOf(Number(row.quality)),
  }));
}
