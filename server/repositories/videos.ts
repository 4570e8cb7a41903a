// The video library's rows (002 §3 "Video"; docs/data-model.md). SQL only. Videos are
// soft-deleted: lists read active ones.
import type { Selectable } from 'kysely';
import type { Db } from '../db/kysely';
import type { VideosTable } from '../db/videoTables';

export type VideoRow = Selectable<VideosTable>;

/** A video's links by their wire names: directions (`specialties`), diseases, clinics, doctors,
 * texts, and the directions chosen per clinic. */
export type VideoLinks = {
  specialties: number[];
  diseases: number[];
  clinics: number[];
  doctors: number[];
  texts: number[];
  clinicCategories: Record<string, number[]>;
};

/** Wire name -> [link table, its id column]. */
export const LINK_TABLES = {
  specialties: ['video_categories', 'category_id'],
  diseases: ['video_specialties', 'specialty_id'],
  clinics: ['video_clinics', 'clinic_id'],
  doctors: ['video_doctors', 'doctor_id'],
  texts: ['video_articles', 'article_id'],
} as const;
export type LinkName = keyof typeof LINK_TABLES;
export const LINK_NAMES = Object.keys(LINK_TABLES) as LinkName[];

export const emptyLinks = (): VideoLinks => ({ specialties: [], diseases: [], clinics: [], doctors: [], texts: [], clinicCategories: {} });

export function activeVideos(db: Db): Promise<VideoRow[]> {
  return db.selectFrom('videos').selectAll().where('active', '=', 1).orderBy('id', 'desc').execute();
}

export function videoById(db: Db, id: number): Promise<VideoRow | undefined> {
  return db.selectFrom('videos').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The links of these videos, by video id. */
export async function linksOf(db: Db, ids: readonly number[]): Promise<Map<number, VideoLinks>> {
  const links = new Map(ids.map((id) => [id, emptyLinks()]));
  if (ids.length === 0) return links;
  for (const name of LINK_NAMES) {
    const [table, column] = LINK_TABLES[name];
    const rows = await db
      .selectFrom(table as 'video_clinics')
      .select(['video_id', `${column} as x` as 'clinic_id as x'])
      .where('video_id', 'in', ids)
      .orderBy('x')
      .execute();
    for (const row of rows) links.get(Number(row.video_id))?.[name].push(Number(row.x));
  }
  const perClinic = await db
    .selectFrom('video_clinic_categories')
    .selectAll()
    .where('video_id', 'in', ids)
    .orderBy('category_id')
    .execute();
  for (const row of perClinic) {
    const chosen = links.get(Number(row.video_id))?.clinicCategories;
    if (!chosen) continue;
    const key = String(row.clinic_id);
    chosen[key] = [...(chosen[key] ?? []), Number(row.category_id)];
  }
  return links;
}

export async function insertVideo(db: Db, fields: { title: string; url: string; description: string }, now: number): Promise<number> {
  const row = await db
    .insertInto('videos')
    .values({ ...fields, active: 1, created: now, updated: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function updateVideo(db: Db, id: number, fields: { title: string; url: string; description: string }, updated: number) {
  await db
    .updateTable('videos')
    .set({ ...fields, updated })
    .where('id', '=', id)
    .execute();
}

export async function deactivateVideo(db: Db, id: number, updated: number) {
  await db.updateTable('videos').set({ active: 0, updated }).where('id', '=', id).execute();
}

/** Replaces every link of the video with these. */
export async function replaceLinks(db: Db, id: number, links: VideoLinks) {
  await db.deleteFrom('video_clinic_categories').where('video_id', '=', id).execute();
  for (const name of LINK_NAMES) {
    const [table, column] = LINK_TABLES[name];
    await db.deleteFrom(table).where('video_id', '=', id).execute();
    if (links[name].length)
      await db
        .insertInto(table as 'video_clinics')
        .values(links[name].map((x) => ({ video_id: id, [column]: x }) as { video_id: number; clinic_id: number }))
        .execute();
  }
  const perClinic = Object.entries(links.clinicCategories).flatMap(([clinic, categories]) =>
    categories.map((category) => ({ video_id: id, clinic_id: Number(clinic), category_id: category })),
  );
  if (perClinic.length) await db.insertInto('video_clinic_categories').values(perClinic).execute();
}

/** Of `ids`, those that exist in `table` (and, for articles, are of one of `types`). */
export async function existing(
  db: Db,
  table: 'categories' | 'specialties' | 'clinics' | 'doctors' | 'articles',
  ids: number[],
  types?: readonly string[],
) {
  if (ids.length === 0) return new Set<number>();
  let query = db
    .selectFrom(table as 'articles')
    .select('id')
    .where('id', 'in', ids);
  if (types) query = query.where('typ', 'in', types);
  return new Set((await query.execute()).map((row) => Number(row.id)));
}

/** The directions each of these clinics offers (clinic_categories, selected). */
export async function clinicCategoryIds(db: Db, clinicIds: number[]): Promise<Map<number, Set<number>>> {
  const offered = new Map<number, Set<number>>();
  if (clinicIds.length === 0) return offered;
  const rows = await db
    .selectFrom('clinic_categories')
    .select(['clinic_id', 'category_id'])
    .where('clinic_id', 'in', clinicIds)
    .where('selected', '=', 1)
    .execute();
  for (const row of rows) {
    const set = offered.get(Number(row.clinic_id)) ?? new Set<number>();
    set.add(Number(row.category_id));
    offered.set(Number(row.clinic_id), set);
  }
  return offered;
}
