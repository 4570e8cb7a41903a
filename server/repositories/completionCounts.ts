// The completeness view's numbers (issue 12, point 10): the counters that repositories/
// completeEdit.ts keeps per section, language and state, and the number of clinics. A handful of
// rows whatever the directory's size, so the view stays fast at 100k clinics; a clinic without a
// complete or stale mark in a section is incomplete there (the mark may not exist at all).
import { type Kysely, sql } from 'kysely';
import { PROFILE_SECTIONS, type SectionState } from '../../common/completion';
import type { EditLang } from '../../common/lang';
import { type DialectName, stateTokenSql } from '../db/dialect';
import { prepared } from '../db/kysely';
import { run, type Sql } from './rawSql';

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
type CompletenessAnswer = { total: number; sections: SectionCounts[] };

/** The number of clinics per database, with the version it was counted at ('clinic_rows', moved
 * by triggers whenever a clinic is added or removed), so that clinics are counted only then. */
const totals = new WeakMap<object, { version: number; total: number }>();

type CountRow = {
  rows_version: number;
  token: string;
  section: number | null;
  lang: EditLang | null;
  state: SectionState | null;
  clinics: number | null;
};

async function countClinics(sql: Sql, version: number): Promise<number> {
  const [row] = await run<{ n: number }>(sql, 'select count(*) as n from clinics');
  const total = Number(row?.n ?? 0);
  totals.set(sql.db, { version, total });
  return total;
}

/** The counters, the clinics' version and the database state, in one statement (one snapshot). */
const countsStatement = (dialect: DialectName) =>
  prepared(`select v.version as rows_version, ${stateTokenSql(dialect)} as token, c.section, c.lang, c.state, c.clinics
    from list_versions v left join completion_counts c on c.state <> 'incomplete' where v.name = 'clinic_rows'`);
const countsStatements = { sqlite: countsStatement('sqlite'), postgres: countsStatement('postgres') };

/**
 * The view's answer, and the database state it is exact for: given only when the clinics' total
 * came from the same snapshot (a total counted afterwards may see a newer state).
 */
export async function completionCounts(sql: Sql): Promise<{ answer: CompletenessAnswer; state?: string }> {
  const rows = await run<CountRow>(sql, countsStatements[sql.dialect]);
  const version = Number(rows[0]?.rows_version ?? 0);
  const known = totals.get(sql.db);
  const kept = known?.version === version ? known.total : undefined;
  const total = kept ?? (await countClinics(sql, version));
  const counted = (section: number, lang: EditLang, state: SectionState) =>
    Number(rows.find((row) => Number(row.section) === section && row.lang === lang && row.state === state)?.clinics ?? 0);
  const langCounts = (section: number, lang: EditLang): StateCounts => {
    const complete = counted(section, lang, 'complete');
    const stale = counted(section, lang, 'stale');
    return { complete, stale, incomplete: total - complete - stale };
  };
  const answer = {
    total,
    sections: PROFILE_SECTIONS.map((section) => ({ section, langs: { RU: langCounts(section, 'RU'), EN: langCounts(section, 'EN') } })),
  };
  return kept === undefined ? { answer } : { answer, state: String(rows[0]?.token) };
}
