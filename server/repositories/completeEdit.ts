// The completion marks of a clinic's profile sections (complete_edit, 000 §4): a staff save and an
// approval. Every write re-derives the stored state of both languages' marks of that section
// (common/completion.ts: a save in one language can make the other's review stale) and moves the
// clinics between the states' counters (completion_counts), in the caller's transaction.

import { sql } from 'kysely';
import { otherLang, type SectionState, sectionState } from '../../common/completion';
import type { EditLang } from '../../common/lang';
import type { Db } from '../db/kysely';
import { lockVersion } from './versions';

export const BOTH_LANGS: readonly EditLang[] = ['RU', 'EN'];

type Mark = { lang: EditLang; cd: number | null; rd: number | null; state: SectionState };

async function marksOfSection(trx: Db, clinicId: number, section: number): Promise<Mark[]> {
  const rows = await trx
    .selectFrom('complete_edit')
    .select(['lang', 'cd', 'rd', 'state'])
    .where('clinic_id', '=', clinicId)
    .where('section', '=', section)
    .execute();
  // bigint columns come back as strings on PostgreSQL.
  const stamp = (value: unknown) => (value === null ? null : Number(value));
  return rows.map((row) => ({ lang: row.lang, cd: stamp(row.cd), rd: stamp(row.rd), state: row.state }));
}

async function count(trx: Db, section: number, lang: EditLang, state: SectionState, delta: 1 | -1) {
  await trx
    .insertInto('completion_counts')
    .values({ section, lang, state, clinics: delta })
    .onConflict((oc) => oc.columns(['section', 'lang', 'state']).doUpdateSet({ clinics: sql`completion_counts.clinics + ${delta}` }))
    .execute();
}

/**
 * Writes `marks` for the languages given (inserting a missing mark), then stores the state of both
 * languages' marks and moves their counts: the only way marks are written.
 */
async function writeMarks(trx: Db, clinicId: number, section: number, marks: Map<EditLang, Partial<Pick<Mark, 'cd' | 'rd'>>>) {
  // Two saves of one clinic at once would both read the old states and move the counts twice.
  await lockVersion(trx, 'clinics', clinicId);
  const before = new Map((await marksOfSection(trx, clinicId, section)).map((mark) => [mark.lang, mark]));
  const after = new Map(before);
  for (const [lang, change] of marks) {
    const old = before.get(lang);
    after.set(lang, { lang, cd: old?.cd ?? null, rd: old?.rd ?? null, state: old?.state ?? 'incomplete', ...change });
  }
  for (const [lang, mark] of after) {
    const state = sectionState(mark, after.get(otherLang(lang))?.cd ?? null);
    const old = before.get(lang);
    if (old && old.state === state && !marks.has(lang)) continue;
    const row = { cd: mark.cd, rd: mark.rd, state };
    await trx
      .insertInto('complete_edit')
      .values({ clinic_id: clinicId, section, lang, ...row })
      .onConflict((oc) => oc.columns(['clinic_id', 'section', 'lang']).doUpdateSet(row))
      .execute();
    if (old?.state === state) continue;
    if (old) await count(trx, section, lang, old.state, -1);
    await count(trx, section, lang, state, 1);
  }
}

/**
 * A staff save of a section: cd = now and rd = now + 1 ms for each language saved, so the section
 * counts as complete (staff's own save is reviewed) until a later content change sets cd again;
 * the other language's earlier review turns stale. Call in the save's transaction.
 */
export async function markSaved(trx: Db, clinicId: number, section: number, langs: readonly EditLang[], now = Date.now()): Promise<void> {
  await writeMarks(trx, clinicId, section, new Map(langs.map((lang) => [lang, { cd: now, rd: now + 1 }])));
}

/**
 * An approval (POST /api/admin/approve): rd = now, and never at or before either language's content
 * date, so the section is complete, and not stale, even when the approval lands in the millisecond
 * of a save.
 */
export async function markReviewed(
  trx: Db,
  clinicId: number,
  section: number,
  langs: readonly EditLang[],
  now = Date.now(),
): Promise<void> {
  const latest = Math.max(now, ...(await marksOfSection(trx, clinicId, section)).map((mark) => (mark.cd ?? 0) + 1));
  await writeMarks(trx, clinicId, section, new Map(langs.map((lang) => [lang, { rd: latest }])));
}
