// The SEO page's author and editor-author (002 §7 POST /api/admin/seopage: "author and
// authorEditor ids when chosen"). The authors' table arrives with the authors' screen (issue 14
// point 5); until then no author can be chosen, so any id is refused on its field.
import type { SeoPageForm } from '../../../schemas/seoPage';
import type { Db } from '../../db/kysely';

const FIELDS = ['author', 'authorEditor'] as const;

export async function checkAuthors(_db: Db, form: SeoPageForm): Promise<Record<string, { key: string }[]>> {
  const errors: Record<string, { key: string }[]> = {};
  for (const field of FIELDS) if (Number(form[field]) > 0) errors[field] = [{ key: 'check.select' }];
  return errors;
}
