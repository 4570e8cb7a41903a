// GET /api/admin/clinicslist. The query plan of a filter set is worked out once per list version
// (triggers bump it on every change a filter can see, so any node may keep plans): each filter's
// index is probed for its size and the smallest one drives the query; when the matches are few
// their ids are kept, so that every page is a slice, otherwise the total is counted through that
// index and pages walk it in id order. The page's extras are then fetched for its ids only.
import {
  type ClinicFilters,
  clinicIds,
  countClinics,
  type Driver,
  type FilterKey,
  listVersion,
  matchingIds,
  present,
  probe,
} from '../../repositories/clinicList';
import { doctorCounts, listRows, marksOf, modulesOf, reviewCounts } from '../../repositories/clinicListExtras';
import type { Sql } from '../../repositories/rawSql';
import { profileQuality } from '../completion';
import { clinicListItem, moduleAnswer } from './clinicAnswers';

/** Probes count no further: beyond this a filter is simply "broad". */
const PROBE_CAP = 50_000;
/** Filter sets matching at most this many clinics keep their ids. */
const KEPT_IDS = 5_000;
const KEPT_PLANS = 500;

type Plan = { version: number; total: number; ids?: number[]; pageDriver: Driver };
const plans = new WeakMap<object, Map<string, Plan>>();

async function makePlan(sql: Sql, filters: ClinicFilters, version: number): Promise<Plan> {
  const sizes = new Map<FilterKey, number>();
  for (const key of present(filters)) sizes.set(key, await probe(sql, filters, key, PROBE_CAP));
  const bySize = [...sizes.keys()].sort((a, b) => (sizes.get(a) ?? 0) - (sizes.get(b) ?? 0));
  const driver: Driver = bySize[0] ?? 'clinics';
  const ids = await matchingIds(sql, filters, driver, KEPT_IDS + 1);
  if (ids.length <= KEPT_IDS) return { version, total: ids.length, ids: ids.sort((a, b) => b - a), pageDriver: driver };
  const total = await countClinics(sql, filters, driver);
  // Many matches: walking an index in id order finds a page at once, but a name's tails are not
  // in id order, so a broad name never drives a page.
  return { version, total, pageDriver: driver === 'range' ? (bySize[1] ?? 'clinics') : driver };
}

async function planOf(sql: Sql, filters: ClinicFilters): Promise<Plan> {
  const cache = plans.get(sql.db) ?? new Map<string, Plan>();
  plans.set(sql.db, cache);
  const key = JSON.stringify(filters);
  const version = await listVersion(sql);
  const cached = cache.get(key);
  if (cached?.version === version) return cached;
  const plan = await makePlan(sql, filters, version);
  cache.delete(key);
  if (cache.size >= KEPT_PLANS) cache.delete(cache.keys().next().value as string);
  cache.set(key, plan);
  return plan;
}

export async function clinicsList(sql: Sql, filters: ClinicFilters, page: number, size: number) {
  const plan = await planOf(sql, filters);
  const offset = page * size;
  if (offset >= plan.total) return { clinics: [], modules: {}, doctorsQty: {}, reviewsQty: {}, total: plan.total };
  const ids = plan.ids ? plan.ids.slice(offset, offset + size) : await clinicIds(sql, filters, plan.pageDriver, size, offset);
  const [rows, modules, doctors, reviews, marks] = await Promise.all([
    listRows(sql, ids),
    modulesOf(sql, ids),
    doctorCounts(sql, ids),
    reviewCounts(sql, ids),
    marksOf(sql, ids),
  ]);
  const byId = new Map(rows.map((r) => [Number(r.id), r]));
  const qty = (list: { clinic_id: number; total: number; visible: number }[]) => {
    const found = new Map(list.map((q) => [Number(q.clinic_id), { visible: Number(q.visible), total: Number(q.total) }]));
    return Object.fromEntries(ids.map((id) => [id, found.get(id) ?? { visible: 0, total: 0 }]));
  };
  return {
    clinics: ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [clinicListItem(row, profileQuality(marks.filter((m) => Number(m.clinic_id) === id)))] : [];
    }),
    modules: Object.fromEntries(ids.map((id) => [id, modules.filter((m) => Number(m.clinic_id) === id).map(moduleAnswer)])),
    doctorsQty: qty(doctors),
    reviewsQty: qty(reviews),
    total: plan.total,
  };
}
