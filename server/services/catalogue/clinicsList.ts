// GET /api/admin/clinicslist. The query plan of a filter set is worked out once per list version
// (triggers bump it on every change a filter can see, so any node may keep plans): each filter's
// index is probed for its size and the smallest one drives the query; when the matches are few
// their ids are kept, so that every page is a slice, otherwise the total is counted through that
// index and pages walk it in id order. The page itself is then one statement over its ids that
// answers the JSON text (repositories/clinicListPage.ts).
import { prepared } from '../../db/kysely';
import {
  type ClinicFilters,
  countClinics,
  type Driver,
  type FilterKey,
  listVersion,
  matchingIds,
  pageIdsQuery,
  present,
  probe,
} from '../../repositories/clinicList';
import { clinicListPage, type ListPage } from '../../repositories/clinicListPage';
import { run, type Sql } from '../../repositories/rawSql';

/** Probes count no further: beyond this a filter is simply "broad". */
const PROBE_CAP = 50_000;
/** Filter sets matching at most this many clinics keep their ids. */
const KEPT_IDS = 5_000;
const KEPT_PLANS = 500;

type Plan = { version: number; total: number; ids?: number[]; pageDriver: Driver };
const plans = new WeakMap<object, Map<string, Plan>>();

async function makePlan(sql: Sql, filters: ClinicFilters, version: number, kept = KEPT_IDS): Promise<Plan> {
  const sizes = new Map<FilterKey, number>();
  for (const key of present(filters)) sizes.set(key, await probe(sql, filters, key, PROBE_CAP));
  const bySize = [...sizes.keys()].sort((a, b) => (sizes.get(a) ?? 0) - (sizes.get(b) ?? 0));
  const driver: Driver = bySize[0] ?? 'clinics';
  const ids = await matchingIds(sql, filters, driver, kept + 1);
  if (ids.length <= kept) return { version, total: ids.length, ids: ids.sort((a, b) => b - a), pageDriver: driver };
  const total = await countClinics(sql, filters, driver);
  // Many matches: walking an index in id order finds a page at once, but a name's tails are not
  // in id order, so a broad name never drives a page.
  return { version, total, pageDriver: driver === 'range' ? (bySize[1] ?? 'clinics') : driver };
}

/** How the list's pages find their ids under `filters`, as a page would plan it: the matching ids
 * themselves when they are few, else the index to walk in id order (the export's keyset walk,
 * services/export/clinicsExportRead.ts). `kept`: the most ids kept (a test walks any list). */
export async function walkOf(sql: Sql, filters: ClinicFilters, kept = KEPT_IDS): Promise<{ ids?: number[]; driver: Driver }> {
  const plan = await makePlan(sql, filters, 0, kept);
  return { ids: plan.ids, driver: plan.pageDriver };
}

/** Attempts before a page is answered with the plan of the version read just before it. */
const ATTEMPTS = 3;

function keep(sql: Sql, key: string, plan: Plan) {
  const cache = plans.get(sql.db) ?? new Map<string, Plan>();
  plans.set(sql.db, cache);
  cache.delete(key);
  if (cache.size >= KEPT_PLANS) cache.delete(cache.keys().next().value as string);
  cache.set(key, plan);
}

async function pageOf(sql: Sql, filters: ClinicFilters, plan: Plan, offset: number, size: number): Promise<ListPage> {
  if (offset >= plan.total || (plan.ids && offset >= plan.ids.length)) {
    return { answer: emptyPage(plan.total), ...(await listVersion(sql)) };
  }
  if (plan.ids) return clinicListPage(sql, plan.ids.slice(offset, offset + size), plan.total);
  // The page's ids first, then the page statement over them: both engines run the page statement
  // slower when its ids come from a subquery than from a list (measured at 100k: SQLite ~420 µs
  // against ~190 µs; PostgreSQL, at 20k, even with the extra round trip). The version the page
  // statement answers still tells whether anything changed since the plan, ids included.
  const walk = pageIdsQuery(filters, plan.pageDriver, size, offset);
  const ids = (await run<{ id: number }>(sql, prepared(walk.text), walk.params)).map((r) => Number(r.id));
  if (ids.length) return clinicListPage(sql, ids, plan.total);
  return { answer: emptyPage(plan.total), ...(await listVersion(sql)) };
}

/** The page's answer as JSON text (000 §7 "clinicslist"), with the database state it is exact for
 * when it came from one page statement whose list version was its plan's (else no state: the ids
 * may be older than the texts). */
export async function clinicsList(
  sql: Sql,
  filters: ClinicFilters,
  page: number,
  size: number,
): Promise<{ answer: string; state?: string }> {
  const key = JSON.stringify(filters);
  const offset = page * size;
  let plan = plans.get(sql.db)?.get(key);
  for (let attempt = 0; ; attempt++) {
    if (plan) {
      const result = await pageOf(sql, filters, plan, offset, size);
      if (result.version === plan.version) return { answer: result.answer, state: result.state };
      if (attempt === ATTEMPTS) return { answer: result.answer };
    }
    plan = await makePlan(sql, filters, (await listVersion(sql)).version);
    keep(sql, key, plan);
  }
}

export const emptyPage = (total: number) => JSON.stringify({ clinics: [], modules: {}, doctorsQty: {}, reviewsQty: {}, total });
