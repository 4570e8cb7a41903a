// A video as the history sees it: its texts and every link list; a soft-deleted video reads as
// gone, so that its removal is recorded as a delete.
import type { Db } from '../../db/kysely';
import { linksOf, videoById } from '../../repositories/videos';
import type { Snapshot } from '../history/audit';

export async function videoSnapshot(db: Db, id: number): Promise<Snapshot | undefined> {
  const row = await videoById(db, id);
  if (!row || Number(row.active) !== 1) return undefined;
  const { clinicCategories, ...links } = (await linksOf(db, [id])).get(id) ?? {};
  const perClinic = Object.fromEntries(Object.entries(clinicCategories ?? {}).map(([clinic, ids]) => [`clinicCategories.${clinic}`, ids]));
  return { title: row.title, url: row.url, description: row.description, ...links, ...perClinic };
}
