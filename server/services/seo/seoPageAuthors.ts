// The SEO page's author and editor-author (002 §7 POST /api/admin/seopage: "author and
// authorEditor ids when chosen"): the author is a doctor author, the editor an editor author, as
// in the article editor's two dropdowns. A soft-deleted author stays acceptable, so that a page
// naming one can still be saved; the dropdowns offer only active ones.
import type { SeoPageForm } from '../../../schemas/seoPage';
import type { Db } from '../../db/kysely';
import { authorById } from '../../repositories/authors';

/** Field -> whether it takes a doctor author. */
const FIELDS = { author: true, authorEditor: false } as const;

export async function checkAuthors(db: Db, form: SeoPageForm): Promise<Record<string, { key: string }[]>> {
  const errors: Record<string, { key: string }[]> = {};
  for (const [field, doctor] of Object.entries(FIELDS) as [keyof typeof FIELDS, boolean][]) {
    const id = Number(form[field]);
    if (!(id > 0)) continue;
    const author = await authorById(db, id);
    if (!author || (Number(author.is_doctor) === 1) !== doctor) errors[field] = [{ key: 'check.select' }];
  }
  return errors;
}
