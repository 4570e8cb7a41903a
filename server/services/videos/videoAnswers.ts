// Videos in their documented answer shape (002 §3 "Video", §7 GET /api/admin/video/all:
// "videoIds map of id to list of video"; schemas/answers/videos.ts).
import type { Db } from '../../db/kysely';
import { activeVideos, emptyLinks, linksOf, type VideoLinks, type VideoRow } from '../../repositories/videos';

export function videoAnswer(row: VideoRow, links: VideoLinks = emptyLinks()) {
  return {
    id: Number(row.id),
    title: row.title,
    url: row.url,
    description: row.description,
    created: Number(row.created),
    updated: Number(row.updated),
    active: Number(row.active) === 1,
    ...links,
  };
}

/** Every active video, newest first, each under its id in a list of one. */
export async function videosAnswer(db: Db) {
  const rows = await activeVideos(db);
  const links = await linksOf(
    db,
    rows.map((row) => Number(row.id)),
  );
  return { videoIds: Object.fromEntries(rows.map((row) => [String(row.id), [videoAnswer(row, links.get(Number(row.id)))]])) };
}

export async function oneVideoAnswer(db: Db, row: VideoRow) {
  return videoAnswer(row, (await linksOf(db, [Number(row.id)])).get(Number(row.id)));
}
