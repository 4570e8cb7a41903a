// The general clinics report's reads (GET /api/admin/xlsadmin): clinics in keyset pages by id
// (never the whole directory in memory, never an OFFSET that rereads what came before), each
// page's names in both languages, its city and agent in the report's language, and what hangs off
// the page's id range: modules, completion marks, doctor and review counts. Five statements a
// page whatever its size, each reading an index by clinic id. SQL only.
import type { EditLang } from '../../common/lang';
import { type Row, run, type Sql } from './rawSql';

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
};

export type ReportPage = {
  clinics: ReportClinic[];
  modules: Map<number, string[]>;
  /** clinic id -> `${section}.${lang}` -> state */
  marks: Map<number, Map<string, string>>;
  doctors: Map<number, number>;
  reviews: Map<number, number>;
};

const CLINICS = `select c.id, c.orig_id, c.slug, c.state, c.region, c.updated,
    r.name as ru_name, r.visible as ru_visible, e.name as en_name, e.visible as en_visible,
    coalesce(cl.name, r.city) as city, al.name as agent
  from clinics c
  left join clinic_l10n r on r.clinic_id = c.id and r.lang = 'RU'
  left join clinic_l10n e on e.clinic_id = c.id and e.lang = 'EN'
  left join city_l10n cl on cl.city_id = c.city_id and cl.lang = $2
  left join agent_l10n al on al.agent_id = c.super_agent_id and al.lang = $2
  where c.id > $1 order by c.id limit $3`;
const MODULES = 'select clinic_id, module from clinic_modules where clinic_id between $1 and $2 order by clinic_id, module';
const MARKS = 'select clinic_id, section, lang, state from complete_edit where clinic_id between $1 and $2';
const DOCTORS = 'select clinic_id, count(*) as n from clinic_doctors where clinic_id between $1 and $2 group by clinic_id';
const REVIEWS = 'select clinic_id, count(*) as n from reviews where clinic_id between $1 and $2 and deleted = 0 group by clinic_id';

const counts = (rows: Row[]) => new Map(rows.map((row) => [Number(row.clinic_id), Number(row.n)]));

/** The page of up to `size` clinics after id `after`, with what hangs off them. */
export async function reportPage(sql: Sql, after: number, size: number, lang: EditLang): Promise<ReportPage> {
  const clinics = (await run(sql, CLINICS, [after, lang, size])).map((row) => ({ ...row, id: Number(row.id) })) as ReportClinic[];
  const empty = { clinics, modules: new Map(), marks: new Map(), doctors: new Map(), reviews: new Map() };
  if (!clinics.length) return empty;
  const range = [clinics[0].id, clinics[clinics.length - 1].id];
  const [modules, marks, doctors, reviews] = await Promise.all([
    run(sql, MODULES, range),
    run(sql, MARKS, range),
    run(sql, DOCTORS, range),
    run(sql, REVIEWS, range),
  ]);
  const page: ReportPage = { ...empty, doctors: counts(doctors), reviews: counts(reviews) };
  for (const row of modules) {
    const id = Number(row.clinic_id);
    page.modules.set(id, [...(page.modules.get(id) ?? []), String(row.module)]);
  }
  for (const row of marks) {
    const id = Number(row.clinic_id);
    const own = page.marks.get(id) ?? new Map<string, string>();
    own.set(`${row.section}.${row.lang}`, String(row.state));
    page.marks.set(id, own);
  }
  return page;
}
