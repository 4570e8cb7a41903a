// The general clinics report's reads (GET /api/admin/xlsadmin): clinics in keyset pages by id
// (never the whole directory in memory, never an OFFSET that rereads what came before), in one
// statement a page: names in both languages, city and agent in the report's language, and what
// hangs off each clinic (modules, completion marks, doctor and review counts) as subqueries on
// indexes led by clinic_id, aggregated by the database (PostgreSQL does it on its own core while
// the server writes the last page). The names' joins repeat the page's bound (clinic_id > $1):
// PostgreSQL merge-joins them, and without it each page's scan of clinic_l10n began at the first
// clinic (26 ms a page of 100 at the middle of 100k clinics, 0.9 ms with it). SQL only.
import type { EditLang } from '../../common/lang';
import type { DialectName } from '../db/dialect';
import { run, type Sql } from './rawSql';

export type ReportClinic = {
  id: number;
  orig_id: number | null;
  slug: string;
  state: string;
  region: number | null;
  updated: number;
  ru_name: string | null;
  ru_visible: number | null;
  en_name: string | null;
  en_visible: number | null;
  city: string | null;
  agent: string | null;
  /** Module names in order, ', ' between them. */
  modules: string;
  /** `${section}.${lang}` -> state */
  marks: Record<string, string>;
  doctors: number;
  reviews: number;
};

/** An ordered list as one text, per dialect. */
const AGGREGATE: Record<DialectName, (value: string, order: string, separator: string) => string> = {
  sqlite: (value, order, separator) => `group_concat(${value}, '${separator}' order by ${order})`,
  postgres: (value, order, separator) => `string_agg(${value}, '${separator}' order by ${order})`,
};

function pageStatement(dialect: DialectName) {
  const aggregate = AGGREGATE[dialect];
  return `select c.id, c.orig_id, c.slug, c.state, c.region, c.updated,
    r.name as ru_name, r.visible as ru_visible, e.name as en_name, e.visible as en_visible,
    coalesce(cl.name, r.city) as city, al.name as agent,
    (select ${aggregate('m.module', 'm.module', ', ')} from clinic_modules m where m.clinic_id = c.id) as modules,
    (select ${aggregate(`k.section || '.' || k.lang || '=' || k.state`, 'k.section, k.lang', ',')}
      from complete_edit k where k.clinic_id = c.id) as marks,
    (select count(*) from clinic_doctors d where d.clinic_id = c.id) as doctors,
    (select count(*) from reviews v where v.clinic_id = c.id and v.deleted = 0) as reviews
  from clinics c
  left join clinic_l10n r on r.clinic_id = c.id and r.lang = 'RU' and r.clinic_id > $1
  left join clinic_l10n e on e.clinic_id = c.id and e.lang = 'EN' and e.clinic_id > $1
  left join city_l10n cl on cl.city_id = c.city_id and cl.lang = $2
  left join agent_l10n al on al.agent_id = c.super_agent_id and al.lang = $2
  where c.id > $1 order by c.id limit $3`;
}

const PAGE_STATEMENTS: Record<DialectName, string> = { sqlite: pageStatement('sqlite'), postgres: pageStatement('postgres') };

/** 'section.lang=state,…' as a lookup by 'section.lang'. */
function marksOf(text: unknown): Record<string, string> {
  const marks: Record<string, string> = {};
  if (typeof text !== 'string' || !text) return marks;
  for (const mark of text.split(',')) {
    const at = mark.indexOf('=');
    marks[mark.slice(0, at)] = mark.slice(at + 1);
  }
  return marks;
}

/** Up to `size` clinics after id `after`, in id order, with what hangs off them. */
export async function reportPage(sql: Sql, after: number, size: number, lang: EditLang): Promise<ReportClinic[]> {
  const rows = await run(sql, PAGE_STATEMENTS[sql.dialect], [after, lang, size]);
  return rows.map((row) => ({
    ...(row as Omit<ReportClinic, 'modules' | 'marks'>),
    id: Number(row.id),
    modules: String(row.modules ?? ''),
    marks: marksOf(row.marks),
    doctors: Number(row.doctors),
    reviews: Number(row.reviews),
  }));
}
