// Steps 7, 13 and 14: OMS procedures, free files and modules of clinics, each row by its origId.
// Procedures that leave become inactive, files deleted (their `visible` is local), modules go.
import type { SourceRecords } from '../source/records';
import { addedAndUpdated, type Step, tally } from '../stepTypes';
import { bigTable, dayMsOrNull, writeEntities } from '../write/entities';
import type { Leaving } from '../write/leaving';
import { catalogueIds, resolver } from '../write/lookups';
import type { Row, UpsertSpec } from '../write/upsert';

type ContentStep = 'oms' | 'freefiles' | 'modules';

/** A step whose records each name their clinic and become rows of `spec.table`. */
function clinicRowsStep<S extends ContentStep>(
  step: S,
  spec: UpsertSpec,
  leaving: Leaving,
  rowsOf: (record: SourceRecords[S], clinicId: number, now: number) => Row[],
): Step {
  return async ({ sql, source, now }) => {
    const counts = tally();
    const seen = new Set<number>();
    const clinics = await catalogueIds(sql, 'clinics');
    const known = await bigTable(sql, leaving);
    for await (const batch of source[step]() as AsyncIterable<{ clinic: number }[]>) {
      const clinic = resolver(clinics);
      const rows = batch.flatMap((r) => {
        const clinicId = clinic.get(r.clinic);
        return clinicId === undefined ? [] : rowsOf(r as SourceRecords[S], clinicId, now);
      });
      for (const row of rows) seen.add(Number(row.orig_id));
      const written = await writeEntities(sql, spec, rows, known);
      counts.add({ rows: batch.length, skipped: clinic.skipped, ...addedAndUpdated(written.existing, written.changed) });
    }
    counts.add({ removed: await known.markUnseen(seen, now) });
    return counts;
  };
}

export const syncOms = clinicRowsStep(
  'oms',
  {
    table: 'clinic_oms',
    key: ['orig_id'],
    columns: ['orig_id', 'clinic_id', 'code', 'name', 'active'],
    update: ['clinic_id', 'code', 'name', 'active'],
    returning: ['id', 'orig_id'],
  },
  { table: 'clinic_oms', mark: { column: 'active', value: 0 } },
  (r, clinicId) => r.procedures.map((p) => ({ orig_id: p.origId, clinic_id: clinicId, code: p.code, name: p.name, active: p.active })),
);

export const syncFreeFiles = clinicRowsStep(
  'freefiles',
  {
    table: 'clinic_files',
    key: ['orig_id'],
    columns: ['orig_id', 'clinic_id', 'hash', 'name', 'size', 'file_type', 'visible', 'deleted', 'created', 'updated'],
    update: ['clinic_id', 'hash', 'name', 'size', 'file_type', 'deleted'],
    touch: 'updated',
    returning: ['id', 'orig_id'],
  },
  { table: 'clinic_files', mark: { column: 'deleted', value: 1, touch: true } },
  (f, clinicId, now) => [
    {
      orig_id: f.origId,
      clinic_id: clinicId,
      hash: f.hash,
      name: f.name,
      size: f.size,
      file_type: f.fileType,
      visible: f.visible,
      deleted: 0,
      created: now,
      updated: now,
    },
  ],
);

export const syncModules = clinicRowsStep(
  'modules',
  {
    table: 'clinic_modules',
    key: ['orig_id'],
    columns: ['orig_id', 'clinic_id', 'module', 'connection', 'state', 'valid_until', 'price', 'created', 'updated'],
    update: ['clinic_id', 'module', 'connection', 'state', 'valid_until', 'price'],
    touch: 'updated',
    returning: ['id', 'orig_id'],
  },
  { table: 'clinic_modules', mark: 'delete' },
  (m, clinicId, now) => [
    {
      orig_id: m.origId,
      clinic_id: clinicId,
      module: m.module,
      connection: m.connection,
      state: m.state,
      valid_until: dayMsOrNull(m.validUntil),
      price: m.price,
      created: now,
      updated: now,
    },
  ],
);
