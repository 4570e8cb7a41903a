// A clinic's free files (documents, 001 §2 "Documents"): the list, one file by id or by hash,
// inserting an upload, visibility, and deleting a local upload's row. Rows with orig_id belong to
// the catalogue (docs/data-model.md) and are never deleted here. SQL only.
import type { Selectable, Transaction } from 'kysely';
import type { ClinicFilesTable } from '../db/clinicTables';
import type { Db } from '../db/kysely';
import type { Database } from '../db/tables';

type Trx = Transaction<Database>;

const COLUMNS = ['id', 'clinic_id', 'orig_id', 'hash', 'name', 'size', 'file_type', 'visible', 'deleted', 'created'] as const;

export type FreeFileRow = Omit<Selectable<ClinicFilesTable>, 'updated'>;

/** The clinic's files that are not deleted, newest first. */
export async function clinicFreeFiles(db: Db | Trx, clinicId: number): Promise<FreeFileRow[]> {
  return db
    .selectFrom('clinic_files')
    .select(COLUMNS)
    .where('clinic_id', '=', clinicId)
    .where('deleted', '=', 0)
    .orderBy('created', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** One file of the clinic that is not deleted (another clinic's id finds nothing). */
export async function clinicFreeFile(db: Db | Trx, clinicId: number, id: number): Promise<FreeFileRow | undefined> {
  return db
    .selectFrom('clinic_files')
    .select(COLUMNS)
    .where('clinic_id', '=', clinicId)
    .where('id', '=', id)
    .where('deleted', '=', 0)
    .executeTakeFirst();
}

/** A file by its public hash, not deleted (downloads and deletes name files so). */
export async function freeFileByHash(db: Db | Trx, hash: string): Promise<FreeFileRow | undefined> {
  return db.selectFrom('clinic_files').select(COLUMNS).where('hash', '=', hash).where('deleted', '=', 0).executeTakeFirst();
}

type NewFreeFile = { clinicId: number; hash: string; name: string; size: number; fileType: string; now: number };

/** Inserts a local upload and answers its row. */
export async function insertFreeFile(trx: Trx, f: NewFreeFile): Promise<FreeFileRow> {
  return trx
    .insertInto('clinic_files')
    .values({
      clinic_id: f.clinicId,
      orig_id: null,
      hash: f.hash,
      name: f.name,
      size: f.size,
      file_type: f.fileType,
      visible: 1,
      deleted: 0,
      created: f.now,
      updated: f.now,
    })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
}

export async function setFreeFileVisible(trx: Trx, id: number, visible: boolean, now: number) {
  await trx
    .updateTable('clinic_files')
    .set({ visible: Number(visible), updated: now })
    .where('id', '=', id)
    .execute();
}

/** Deletes a local upload's row; a catalogue row (orig_id set) is left as it is. */
export async function deleteLocalFreeFile(trx: Trx, id: number) {
  await trx.deleteFrom('clinic_files').where('id', '=', id).where('orig_id', 'is', null).execute();
}
