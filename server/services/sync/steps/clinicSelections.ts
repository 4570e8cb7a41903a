// Steps 4, 5 and 6: a clinic's specialties (with price examples), categories and services. Rows
// are upserted by (clinic, entity) and never deleted: one the catalogue stops listing gets
// selected = 0, so that local prices and texts on it survive. A specialty or service that staff
// switched on or off (staff_selected = 1) keeps their choice: the catalogue neither deselects nor
// reselects it (docs/catalogue-format.md "Who owns what").
import type { SourceRecords } from '../source/records';
import { type Step, tally } from '../stepTypes';
import { unlinkedOwners } from '../write/links';
import { catalogueIds, resolver } from '../write/lookups';
import { inChunks, type Row, run, type Sql, type UpsertSpec, upsert, upsertCount } from '../write/upsert';

type Selection = {
  step: 'clinicspecialties' | 'clinicspecialtycategories' | 'clinicservices';
  table: string;
  column: string;
  entity: { table: string; where?: string };
  /** Whether the table has the catalogue's price example. */
  priced: boolean;
  /** Whether staff choose the rows too (staff_selected): then `selected` is theirs once chosen. */
  chosen: boolean;
  /** The record's items as entity origIds with their catalogue price. */
  items(record: never): { origId: number; price?: number | null }[];
};

function spec(s: Selection): UpsertSpec {
  const price = s.priced ? ['price'] : [];
  return {
    table: s.table,
    key: ['clinic_id', s.column],
    columns: ['clinic_id', s.column, 'selected', ...price, 'created', 'updated'],
    update: ['selected', ...price],
    ...(s.chosen ? { held: { selected: `"${s.table}".staff_selected = 1` } } : {}),
    touch: 'updated',
    returning: ['clinic_id', s.column],
  };
}

/** The condition on the rows the catalogue may deselect: none that staff chose. */
const catalogues = (s: Selection) => (s.chosen ? ' and staff_selected = 0' : '');

/** Deselects the given rows; answers how many. */
async function deselect(sql: Sql, table: string, ids: number[], now: number) {
  if (ids.length) await inChunks(sql, `update "${table}" set selected = 0, updated = $1 where id in ($list)`, ids, [now]);
  return ids.length;
}

function selectionStep(s: Selection): Step {
  const upsertSpec = spec(s);
  return async ({ sql, source, now }) => {
    const counts = tally();
    const seen = new Set<number>();
    const ids = { clinics: await catalogueIds(sql, 'clinics'), entities: await catalogueIds(sql, s.entity.table, s.entity.where) };
    // On a first run (the table empty at the start) no batch reads what its clinics had.
    const unselected = await unlinkedOwners(sql, s);
    for await (const batch of source[s.step]() as AsyncIterable<SourceRecords[typeof s.step][]>) {
      const clinic = resolver(ids.clinics);
      const items = new Map(batch.map((r) => [r, s.items(r as never)]));
      const entity = resolver(ids.entities);
      const rows: Row[] = [];
      for (const [record, list] of items) {
        const clinicId = clinic.get(record.clinic);
        if (clinicId === undefined) continue;
        seen.add(clinicId);
        for (const item of list) {
          const id = entity.get(item.origId);
          if (id !== undefined)
            rows.push({ clinic_id: clinicId, [s.column]: id, selected: 1, price: item.price ?? null, created: now, updated: now });
        }
      }
      const owners = [...new Set(rows.map((r) => r.clinic_id as number))];
      const fresh = unselected.of(owners);
      const skipped = clinic.skipped + entity.skipped;
      if (fresh.size === owners.length) {
        // Every row is new, and their number is all the answer needs.
        counts.add({ rows: batch.length, added: await upsertCount(sql, upsertSpec, rows), skipped });
        continue;
      }
      const choice = s.chosen ? 'staff_selected' : '0';
      const query = `select id, clinic_id, "${s.column}" as entity, selected, ${choice} as chosen from "${s.table}" where clinic_id in ($list)`;
      const before = await inChunks<{ id: number; clinic_id: number; entity: number; selected: number; chosen: number }>(
        sql,
        query,
        owners,
      );
      const key = (clinicId: unknown, entityId: unknown) => `${clinicId}:${entityId}`;
      const existing = new Set(before.map((r) => key(r.clinic_id, r.entity)));
      const written = await upsert(sql, upsertSpec, rows);
      const wanted = new Set(rows.map((r) => key(r.clinic_id, r[s.column])));
      const left = (r: (typeof before)[number]) =>
        Number(r.selected) === 1 && Number(r.chosen) === 0 && !wanted.has(key(r.clinic_id, r.entity));
      const dropped = before.filter(left).map((r) => r.id);
      const added = written.filter((r) => !existing.has(key(r.clinic_id, r[s.column]))).length;
      const removed = await deselect(sql, s.table, dropped, now);
      counts.add({ rows: batch.length, added, updated: written.length - added, removed, skipped });
    }
    if (unselected.empty) return counts;
    // Catalogue clinics the step did not list have none of these any more.
    const owners = `select distinct clinic_id from "${s.table}" where selected = 1${catalogues(s)} and clinic_id in (select id from clinics where orig_id is not null)`;
    const left = (await run<{ clinic_id: number }>(sql, owners)).map((r) => Number(r.clinic_id)).filter((id) => !seen.has(id));
    const update = `update "${s.table}" set selected = 0, updated = $1 where selected = 1${catalogues(s)} and clinic_id in ($list) returning id`;
    counts.add({ removed: (await inChunks(sql, update, left, [now])).length });
    return counts;
  };
}

type R = SourceRecords;
export const syncClinicSpecialties = selectionStep({
  step: 'clinicspecialties',
  table: 'clinic_specialties',
  column: 'specialty_id',
  entity: { table: 'specialties' },
  priced: true,
  chosen: true,
  items: (r: R['clinicspecialties']) => r.specialties.map((s) => ({ origId: s.specialty, price: s.price })),
});
export const syncClinicCategories = selectionStep({
  step: 'clinicspecialtycategories',
  table: 'clinic_categories',
  column: 'category_id',
  entity: { table: 'categories', where: "kind = 'SPECIALTY'" },
  priced: false,
  chosen: false,
  items: (r: R['clinicspecialtycategories']) => r.categories.map((origId) => ({ origId })),
});
export const syncClinicServices = selectionStep({
  step: 'clinicservices',
  table: 'clinic_services',
  column: 'service_id',
  entity: { table: 'services' },
  priced: true,
  chosen: true,
  items: (r: R['clinicservices']) => r.services.map((s) => ({ origId: s.service, price: s.price })),
});
