// The clinics list's SQL (GET /api/admin/clinicslist): every filter is an indexed child table;
// the query starts from the most selective one (its index is ordered by clinic id, so a page
// needs no sort), checks the others with EXISTS probes, and counts through the same index.
import { PROFILE_SECTIONS, type SectionMark } from '../../common/completion';
import type { EditLang } from '../../common/lang';
import { type DialectName, stateTokenSql } from '../db/dialect';
import { prepared } from '../db/kysely';
import { type Row, run, runArrays, type Sql } from './rawSql';

export type ClinicFilters = {
  /** Name search: the [from, to) range of clinic_search tails. */
  range?: [string, string];
  cityId?: number;
  sid?: number;
  cId?: number;
  locals?: 'RU' | 'EN';
  /** Some section's review in this language is stale (issue 12, point 9). */
  stale?: EditLang;
  /** One section's mark in one language is complete or stale (the completeness view's links). */
  marked?: SectionMark;
  /** One section has no complete or stale mark in one language: incomplete. */
  unmarked?: SectionMark;
  hideDeactive: boolean;
};

export type FilterKey = 'range' | 'cityId' | 'sid' | 'cId' | 'locals' | 'stale' | 'marked' | 'unmarked';

type Filter = {
  key: FilterKey;
  table: string;
  condition: (alias: string, p: (value: unknown) => string, value: never) => string;
  /** Matches the clinics with no such row: never where the query starts. */
  negated?: true;
};

const sectionMark = (a: string, p: (value: unknown) => string, mark: SectionMark) =>
  `${a}.section = ${p(mark.section)} and ${a}.lang = ${p(mark.lang)}`;

/** Filter -> its table and condition (`p` numbers a parameter), most selective first. */
const FILTERS: Filter[] = [
  {
    key: 'range',
    table: 'clinic_search',
    condition: (a, p, [from, to]: [string, string]) => `${a}.tail >= ${p(from)} and ${a}.tail < ${p(to)}`,
  },
  { key: 'cityId', table: 'clinic_cities', condition: (a, p, id: number) => `${a}.city_id = ${p(id)}` },
  { key: 'sid', table: 'clinic_specialties', condition: (a, p, id: number) => `${a}.specialty_id = ${p(id)} and ${a}.selected = 1` },
  { key: 'cId', table: 'clinic_categories', condition: (a, p, id: number) => `${a}.category_id = ${p(id)} and ${a}.selected = 1` },
  { key: 'locals', table: 'clinic_l10n', condition: (a, p, lang: string) => `${a}.lang = ${p(lang)} and ${a}.visible = 1` },
  {
    key: 'marked',
    table: 'complete_edit',
    condition: (a, p, mark: SectionMark) => `${sectionMark(a, p, mark)} and ${a}.state = ${p(mark.state)}`,
  },
  {
    key: 'stale',
    table: 'complete_edit',
    condition: (a, p, lang: EditLang) =>
      `${a}.lang = ${p(lang)} and ${a}.state = 'stale' and ${a}.section in (${PROFILE_SECTIONS.join(', ')})`,
  },
  {
    key: 'unmarked',
    table: 'complete_edit',
    condition: (a, p, mark: SectionMark) => `${sectionMark(a, p, mark)} and ${a}.state <> 'incomplete'`,
    negated: true,
  },
];

/** Filters whose table may hold several matching rows per clinic: counted and paged distinct. */
const MULTI_ROW = new Set<FilterKey>(['range', 'stale']);

/** How the list query reads: from a filter's index, or from clinics in id order. */
export type Driver = FilterKey | 'clinics';

export function present(filters: ClinicFilters): FilterKey[] {
  return FILTERS.filter((f) => !f.negated && filters[f.key] !== undefined).map((f) => f.key);
}

function query(filters: ClinicFilters, driver: Driver, select: 'count' | 'page' | 'matches' | 'before') {
  const params: unknown[] = [];
  const p = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const driving = FILTERS.find((f) => f.key === driver);
  // Tails of one clinic may all match a name (and several sections be stale): such a driver counts
  // and pages distinct clinics.
  const distinct = MULTI_ROW.has(driver as FilterKey) ? 'distinct ' : '';
  const id = driving ? 'd.clinic_id' : 'c.id';
  const conditions: string[] = [];
  let from = 'clinics c';
  if (driving) {
    from = `${driving.table} d${filters.hideDeactive ? ' join clinics c on c.id = d.clinic_id' : ''}`;
    conditions.push(driving.condition('d', p, filters[driving.key] as never));
  }
  if (filters.hideDeactive) conditions.push("c.state = 'ACTIVE'");
  // A keyset walk's next ids: below the last one read, in the page order (an index range, not an offset).
  if (select === 'before') conditions.push(`${id} < $B`);
  for (const f of FILTERS) {
    if (f.key === driver || filters[f.key] === undefined) continue;
    const exists = `exists (select 1 from ${f.table} x where x.clinic_id = ${id} and ${f.condition('x', p, filters[f.key] as never)})`;
    conditions.push(f.negated ? `not ${exists}` : exists);
  }
  const where = conditions.length ? ` where ${conditions.join(' and ')}` : '';
  if (select === 'count') return { text: `select count(${distinct}${id}) as n from ${from}${where}`, params };
  if (select === 'matches') return { text: `select ${distinct}${id} as id from ${from}${where} limit $L`, params };
  if (select === 'before') return { text: `select ${distinct}${id} as id from ${from}${where} order by ${id} desc limit $L`, params };
  return { text: `select ${distinct}${id} as id from ${from}${where} order by ${id} desc limit $L offset $O`, params };
}

/** How many rows of a filter's index match, counting no further than `cap`: a cheap measure of
 * the filter's selectivity, to choose where the query starts. */
export async function probe(sql: Sql, filters: ClinicFilters, key: FilterKey, cap: number): Promise<number> {
  const filter = FILTERS.find((f) => f.key === key);
  if (!filter) return 0;
  const params: unknown[] = [];
  const p = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const condition = filter.condition('d', p, filters[key] as never);
  const [row] = await run<{ n: number }>(
    sql,
    `select count(*) as n from (select 1 from ${filter.table} d where ${condition} limit ${p(cap)}) s`,
    params,
  );
  return Number(row?.n ?? 0);
}

export async function countClinics(sql: Sql, filters: ClinicFilters, driver: Driver): Promise<number> {
  const { text, params } = query(filters, driver, 'count');
  const [row] = await run<{ n: number }>(sql, text, params);
  return Number(row?.n ?? 0);
}

/** The ids of a page in id order, descending: a statement whose last two parameters are the
 * limit and the offset. */
export function pageIdsQuery(filters: ClinicFilters, driver: Driver, limit: number, offset: number) {
  const { text, params } = query(filters, driver, 'page');
  const numbered = text.replace('$L', `$${params.length + 1}`).replace('$O', `$${params.length + 2}`);
  return { text: numbered, params: [...params, limit, offset] };
}

/** The next `limit` ids in the pages' order (id descending) below `before`: the export's keyset
 * walk over the list (services/export/clinicsExportRead.ts), the same ids the pages show. */
export async function idsBefore(sql: Sql, filters: ClinicFilters, driver: Driver, before: number, limit: number): Promise<number[]> {
  const { text, params } = query(filters, driver, 'before');
  const numbered = text.replace('$B', `$${params.length + 1}`).replace('$L', `$${params.length + 2}`);
  // Read as arrays (runArrays): a walk over the whole list runs it once per batch.
  return (await runArrays(sql, prepared(numbered), [...params, before, limit])).map((r) => Number(r[0]));
}

export async function clinicIds(sql: Sql, filters: ClinicFilters, driver: Driver, limit: number, offset: number): Promise<number[]> {
  const { text, params } = pageIdsQuery(filters, driver, limit, offset);
  return (await run<Row & { id: number }>(sql, text, params)).map((r) => Number(r.id));
}

/** Up to `limit` matching ids in no particular order: without ORDER BY the engines take the same
 * index-only plan as for counting. */
export async function matchingIds(sql: Sql, filters: ClinicFilters, driver: Driver, limit: number): Promise<number[]> {
  const { text, params } = query(filters, driver, 'matches');
  return (await run<Row & { id: number }>(sql, text.replace('$L', `$${params.length + 1}`), [...params, limit])).map((r) => Number(r.id));
}

/** Bumped by triggers on every change a filter can see (migration 2026_11_22_003_5). */
const versionStatement = (dialect: DialectName) =>
  prepared(`select version, ${stateTokenSql(dialect)} as state from list_versions where name = 'clinics'`);
const versionStatements = { sqlite: versionStatement('sqlite'), postgres: versionStatement('postgres') };

/** The list version, and the database state it was read in (an empty page is cached under it). */
export async function listVersion(sql: Sql): Promise<{ version: number; state: string }> {
  const [row] = await run<{ version: number; state: string }>(sql, versionStatements[sql.dialect]);
  return { version: Number(row?.version ?? 0), state: String(row?.state) };
}
