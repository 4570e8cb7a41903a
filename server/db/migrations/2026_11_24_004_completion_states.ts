// Completion states (issue 12, points 9 and 10): each complete_edit mark stores its state
// (complete, stale or incomplete, common/completion.ts) so that the clinics list can filter on it
// through an index, and completion_counts keeps how many clinics are in each state per section and
// language, so that the completeness view reads a few rows instead of counting millions of marks.
// Both are kept by repositories/completeEdit.ts in the transaction of each mark's write.
import { type Kysely, sql } from 'kysely';
import { recountCompletion } from '../../repositories/completionCounts';
import type { DialectName } from '../dialect';
import { keyedTable } from '../dialect';

type Db = Kysely<unknown>;

const BUMP = `update list_versions set version = version + 1 where name = 'clinics'`;
/** Moves only when clinics are added or removed: the completeness view's count of clinics is kept
 * under it (the 'clinics' version also moves with every mark, which would recount each time). */
const BUMP_ROWS = `update list_versions set version = version + 1 where name = 'clinic_rows'`;

export async function up(db: Db, dialect: DialectName) {
  await db.schema
    .alterTable('complete_edit')
    .addColumn('state', 'varchar(10)', (c) => c.notNull().defaultTo('incomplete'))
    .execute();
  // The list's filters start from these, in clinic id order (repositories/clinicList.ts).
  await db.schema.createIndex('complete_edit_state_idx').on('complete_edit').columns(['section', 'lang', 'state', 'clinic_id']).execute();
  await db.schema.createIndex('complete_edit_lang_state_idx').on('complete_edit').columns(['lang', 'state', 'clinic_id']).execute();

  const counts = db.schema
    .createTable('completion_counts')
    .addColumn('section', 'integer', (c) => c.notNull())
    .addColumn('lang', 'varchar(2)', (c) => c.notNull())
    .addColumn('state', 'varchar(10)', (c) => c.notNull())
    .addColumn('clinics', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('completion_counts_pk', ['section', 'lang', 'state']);
  await keyedTable(dialect, counts).execute();
  // The rule lives with the repository that keeps it; a mark's state depends on nothing else.
  await recountCompletion(db);

  await sql`insert into list_versions (name, version) values ('clinic_rows', 0)`.execute(db);
  if (dialect === 'postgres') {
    await sql
      .raw(
        `create or replace function bump_clinic_rows_version() returns trigger language plpgsql as $$ begin ${BUMP_ROWS}; return null; end $$`,
      )
      .execute(db);
    await sql
      .raw('create trigger clinics_rows_v after insert or delete on clinics for each statement execute function bump_clinic_rows_version()')
      .execute(db);
  } else {
    await sql.raw(`create trigger clinics_rows_ins after insert on clinics begin ${BUMP_ROWS}; end`).execute(db);
    await sql.raw(`create trigger clinics_rows_del after delete on clinics begin ${BUMP_ROWS}; end`).execute(db);
  }

  // A state change can change what the list's completion filters answer (migration 2026_11_22_003_5).
  if (dialect === 'postgres') {
    await sql
      .raw(
        'create trigger complete_edit_lv after insert or delete or update of state on complete_edit for each statement execute function bump_clinic_list_version()',
      )
      .execute(db);
  } else {
    await sql.raw(`create trigger complete_edit_lv_ins after insert on complete_edit begin ${BUMP}; end`).execute(db);
    await sql.raw(`create trigger complete_edit_lv_del after delete on complete_edit begin ${BUMP}; end`).execute(db);
    await sql
      .raw(
        `create trigger complete_edit_state_lv after update of state on complete_edit when old.state is not new.state begin ${BUMP}; end`,
      )
      .execute(db);
  }
}

export async function down(db: Db, dialect: DialectName) {
  if (dialect === 'postgres') await sql.raw('drop trigger complete_edit_lv on complete_edit').execute(db);
  else
    for (const t of ['complete_edit_lv_ins', 'complete_edit_lv_del', 'complete_edit_state_lv'])
      await sql.raw(`drop trigger ${t}`).execute(db);
  await db.schema.dropTable('completion_counts').execute();
  await db.schema.dropIndex('complete_edit_lang_state_idx').execute();
  await db.schema.dropIndex('complete_edit_state_idx').execute();
  await db.schema.alterTable('complete_edit').dropColumn('state').execute();
}
