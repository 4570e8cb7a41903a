// The media library's rows (001 §3 "Media file"). SQL only. The list is newest first; which id a
// page starts below is found from media_blocks (files per block of MEDIA_BLOCK ids), kept in the
// transaction of every insert and delete, so a page costs a read of the block counts and an
// index range of at most MEDIA_BLOCK + size entries, however deep it is (bench/media.bench.ts).
import { sql } from 'kysely';
import type { Db } from '../db/kysely';

export const MEDIA_BLOCK = 1024;

export type MediaFileRow = {
  id: number;
  hash: string;
  file_type: string;
  alt: string;
  xsize: number;
  ysize: number;
  size: number;
  created: number;
  updated: number;
};

const COLUMNS = ['id', 'hash', 'file_type', 'alt', 'xsize', 'ysize', 'size', 'created', 'updated'] as const;

const blockOf = (id: number) => Math.floor(id / MEDIA_BLOCK);

/** The block that holds the first file of a page skipping `skip` files, newest first: one row
 * with the files before it and the total (none when the page is past the end). */
async function pageStart(db: Db, skip: number) {
  const row = await db
    .selectFrom((eb) =>
      eb
        .selectFrom('media_blocks')
        .select([
          'block',
          'files',
          sql<number>`sum(files) over (order by block desc rows unbounded preceding) - files`.as('before'),
          sql<number>`sum(files) over ()`.as('total'),
        ])
        .as('b'),
    )
    .selectAll()
    .where(sql<boolean>`before + files > ${skip}`)
    .orderBy('block', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row && { below: (Number(row.block) + 1) * MEDIA_BLOCK, skip: skip - Number(row.before), total: Number(row.total) };
}

export async function mediaPage(db: Db, page: number, size: number): Promise<{ rows: MediaFileRow[]; total: number }> {
  const start = await pageStart(db, page * size);
  if (!start) {
    const all = await db
      .selectFrom('media_blocks')
      .select((eb) => eb.fn.sum<number>('files').as('total'))
      .executeTakeFirst();
    return { rows: [], total: Number(all?.total ?? 0) };
  }
  const rows = await db
    .selectFrom('media_files')
    .select(COLUMNS)
    .where('id', '<', start.below)
    .orderBy('id', 'desc')
    .limit(size)
    .offset(start.skip)
    .execute();
  return { rows, total: start.total };
}

export function findMediaFile(db: Db, id: number): Promise<MediaFileRow | undefined> {
  return db.selectFrom('media_files').select(COLUMNS).where('id', '=', id).executeTakeFirst();
}

/** Moves the count of `id`'s block by `by` (a new block starts at 1). */
async function countInBlock(trx: Db, id: number, by: 1 | -1) {
  await trx
    .insertInto('media_blocks')
    .values({ block: blockOf(id), files: by })
    .onConflict((c) => c.column('block').doUpdateSet({ files: sql<number>`media_blocks.files + ${by}` }))
    .execute();
}

export type NewMediaFile = { hash: string; fileType: string; size: number; width: number; height: number; alt?: string };

export async function insertMediaFile(trx: Db, file: NewMediaFile, now: number): Promise<number> {
  const { id } = await trx
    .insertInto('media_files')
    .values({
      hash: file.hash,
      file_type: file.fileType,
      alt: file.alt ?? '',
      xsize: file.width,
      ysize: file.height,
      size: file.size,
      created: now,
      updated: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await countInBlock(trx, id, 1);
  return id;
}

export async function setMediaAlt(trx: Db, id: number, alt: string, version: number): Promise<void> {
  await trx.updateTable('media_files').set({ alt, updated: version }).where('id', '=', id).execute();
}

export async function deleteMediaFile(trx: Db, id: number): Promise<boolean> {
  const { numDeletedRows } = await trx.deleteFrom('media_files').where('id', '=', id).executeTakeFirst();
  if (Number(numDeletedRows) === 0) return false;
  await countInBlock(trx, id, -1);
  return true;
}

/** What may point at a media file (002 §3: articles and tags by mediaId, SEO pages): a file named
 * here is in use and cannot be deleted. */
const MEDIA_REFERENCES = [
  { table: 'articles', column: 'media_id' },
  { table: 'seo_pages', column: 'media_id' },
] as const;

export async function mediaInUse(db: Db, id: number): Promise<boolean> {
  for (const { table, column } of MEDIA_REFERENCES) {
    const found = await db.selectFrom(table).select(sql`1`.as('used')).where(column, '=', id).limit(1).executeTakeFirst();
    if (found) return true;
  }
  return false;
}
