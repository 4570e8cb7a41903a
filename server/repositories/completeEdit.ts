// The completion marks of a clinic's profile sections (complete_edit, 000 §4): a staff save and an
// approval. SQL only; the rule that reads them is services/completion.ts (isComplete).

import type { EditLang } from '../../common/lang';
import type { Db } from '../db/kysely';

export const BOTH_LANGS: readonly EditLang[] = ['RU', 'EN'];

/**
 * A staff save of a section: cd = now and rd = now + 1 ms for each language, so the section
 * counts as complete (staff's own save is reviewed) until a later content change sets cd again.
 * Used by the base (1), additional (2), pictures (3) and logo (11) saves. Call in the save's
 * transaction.
 */
export async function markSaved(trx: Db, clinicId: number, section: number, langs: readonly EditLang[], now = Date.now()): Promise<void> {
  const marks = { cd: now, rd: now + 1 };
  for (const lang of langs) {
    await trx
      .insertInto('complete_edit')
      .values({ clinic_id: clinicId, section, lang, ...marks })
      .onConflict((oc) => oc.columns(['clinic_id', 'section', 'lang']).doUpdateSet(marks))
      .execute();
  }
}

/**
 * An approval (POST /api/admin/approve): rd = now, and never at or before the content date, so
 * the section is complete even when the approval lands in the millisecond of the save.
 */
export async function markReviewed(
  trx: Db,
  clinicId: number,
  section: number,
  langs: readonly EditLang[],
  now = Date.now(),
): Promise<void> {
  for (const lang of langs) {
    const mark = await trx
      .selectFrom('complete_edit')
      .select('cd')
      .where('clinic_id', '=', clinicId)
      .where('section', '=', section)
      .where('lang', '=', lang)
      .executeTakeFirst();
    const rd = mark?.cd != null && Number(mark.cd) >= now ? Number(mark.cd) + 1 : now;
    await trx
      .insertInto('complete_edit')
      .values({ clinic_id: clinicId, section, lang, cd: null, rd })
      .onConflict((oc) => oc.columns(['clinic_id', 'section', 'lang']).doUpdateSet({ rd }))
      .execute();
  }
}
