// An SEO page as the history records it: its place, slugs and image, and each language's texts
// and flags as `field.RU` / `field.EN`, so a change names the field the editor touched.
import type { Db } from '../../db/kysely';
import { pageById, pageTexts } from '../../repositories/seoPages';
import type { Snapshot } from '../history/audit';

export async function seoPageSnapshot(db: Db, id: number): Promise<Snapshot | undefined> {
  const page = await pageById(db, id);
  if (!page) return undefined;
  const snapshot: Snapshot = {
    cid: page.category_id,
    sid: page.specialty_id,
    ct: page.city_id,
    slug1: page.slug1,
    slug2: page.slug2,
    slug3: page.slug3,
    mediaId: page.media_id,
  };
  for (const t of await pageTexts(db, id)) {
    const fields = {
      title: t.title,
      htmlTitle: t.html_title,
      seo: t.seo,
      seoLong: t.seo_long,
      seoDescription: t.seo_description,
      keywords: t.keywords,
      mediaAlt: t.media_alt,
      procPrice: t.proc_price,
      visible: Number(t.visible) === 1,
      main: Number(t.main) === 1,
      author: t.author_id,
      authorEditor: t.author_editor_id,
    };
    for (const [field, value] of Object.entries(fields)) snapshot[`${field}.${t.lang}`] = value;
  }
  return snapshot;
}
