// The completeness view's numbers (issue 12, point 10): the counters that repositories/
// completeEdit.ts keeps per section, language and state, and the number of clinics. A handful of
// rows whatever the directory's size, so the view stays fast at 100k clinics; a clinic without a
// complete or stale mark in a section is incomplete there (the mark may not exist at all).
import { type Kysely, sql } from 'kysely';
import { PROFILE_SECTIONS, type SectionState } from '../../common/completion';
import type { EditLang } from '../../common/lang';
import type { Db } from '../db/kysely';

/** A mark's state from its own dates and the other language's content date (sectionState in SQL). */
const STATE_SQL = `case
  when not (rd is not null and (cd is null or rd > cd)) then 'incomplete'
  when exists (select 1 from complete_edit o where o.clinic_id = complete_edit.clinic_id and o.section = complete_edit.section
    and o.lang <> complete_edit.lang and o.cd is not null and o.cd > complete_edit.rd) then 'stale'
  else 'complete' end`;

/**
 * Every mark's state and every counter worked out again from the marks: the migration that brought
 * them in, and marks written in bulk (the benchmark's data set). Normal writes keep both in step
 * one mark at a time (repositories/completeEdit.ts).
 */
export async function recountCompletion(db: Kysely<unknown>): Promise<void> {
  await sql.raw(`update complete_edit set state = ${STATE_SQL}`).execute(db);
  await sql.raw('delete from completion_counts').execute(db);
  await sql
    .raw(
      'insert into completion_counts (section, lang, state, clinics) select section, lang, state, count(*) from complete_edit group by section, lang, state',
    )
    .execute(db);
}

export type StateCounts = Record<SectionState, number>;
export type SectionCounts = { section: number; langs: Record<EditLang, StateCounts> };

/** The number of clinics per database, with the clinics-list version it was counted at: triggers
 * bump that version on every insert or delete of a clinic (migration 2026_11_22_003_5), so the
 * count is read again only then. Counting 100k rows on every call cost PostgreSQL ~25 ms each. */
const totals = new WeakMap<object, { version: number; total: number }>();

async function clinicTotal(db: Db): Promise<number> {
  // The version first: a clinic added between the two reads is counted early, never missed.
  const { version } = await db.selectFrom('list_versions').select('version').where('name', '=', 'clinics').executeTakeFirstOrThrow();
  const known = totals.get(db);
  if (known && known.version === Number(version)) return known.total;
  const { n } = await db
    .selectFrom('clinics')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  totals.set(db, { version: Number(version), total: Number(n) });
  return Number(n);
}

export async function completionCounts(db: Db): Promise<{ total: number; sections: SectionCounts[] }> {
  const [rows, total] = await Promise.all([
    db.selectFrom('completion_counts').select(['section', 'lang', 'state', 'clinics']).where('state', '<>', 'incomplete').execute(),
    clinicTotal(db),
  ]);
  const counted = (section: number, lang: EditLang, state: SectionState) =>
    Number(rows.find((row) => Number(row.section) === section && row.lang === lang && row.state === state)?.clinics ?? 0);
  const langCounts = (section: number, lang: EditLang): StateCounts => {
    const complete = counted(section, lang, 'complete');
    const stale = counted(section, lang, 'stale');
    return { complete, stale, incomplete: total - complete - stale };
  };
  return {
    total,
    sections: PROFILE_SECTIONS.map((section) => ({ section, langs: { RU: langCounts(section, 'RU'), EN: langCounts(section, 'EN') } })),
  };
}
