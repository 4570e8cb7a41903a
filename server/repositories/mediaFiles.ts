// The media library's rows (001 §3 "Media file"). SQL only. The list is newest first; which id a
// page starts below is found from media_blocks (files per block of MEDIA_BLOCK ids), kept in the
// transaction of every insert and delete, so a page costs a read of the block counts (summed in
// JS: a window over them cost more than the page) and an index range of at most MEDIA_BLOCK + size
// entries, however deep it is (bench/media.bench.ts).
import { sql } from 'kysely';
import type { DialectName } from '../db/dialect';
import { type Db, prepared } from '../db/kysely';
import { imageUrl } from '../services/files/images';
import { run, type Sql } from './rawSql';

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

/** Per dialect: the blocks' counts as one text, newest block first, and a page of files as JSON
 * text in the list answer's shape (schemas/answers/mediaLibrary.ts), built by the database: rows
 * turned into objects and serialised again cost more than the query itself. */
const PAGE_SQL = {
  sqlite: {
    blocks: `select group_concat(block || ':' || files, ',' order by block desc) as blocks from media_blocks where files > 0`,
    array: (item: string) => `coalesce(json_group_array(${item} order by id desc), '[]')`,
    object: 'json_object',
  },
  postgres: {
    blocks: `select string_agg(block || ':' || files, ',' order by block desc) as blocks from media_blocks where files > 0`,
    array: (item: string) => `coalesce(json_agg(${item} order by id desc), '[]')::text`,
    object: 'json_build_object',
  },
} as const;

/** imageUrl (services/files/images.ts) as SQL over the row's hash and file_type. */
const urlSql = (preset?: string) =>
  `'${imageUrl('mediafile', '{hash}', '{type}', preset)}'`.replace('{hash}', "' || hash || '").replace('{type}', "' || file_type || '");

function pageStatement(dialect: DialectName) {
  const d = PAGE_SQL[dialect];
  const item = `${d.object}('id', id, 'name', hash || '.' || file_type, 'alt', alt, 'xsize', xsize, 'ysize', ysize,
    'size', size, 'created', created, 'updated', updated, 'url', ${urlSql()}, 'thumb', ${urlSql('thumb')})`;
  return `select ${d.array(item)} as slice from (select * from media_files where id < $1 order by id desc limit $2 offset $3) f`;
}

const statements = new Map<DialectName, string>();

/** Where a page skipping `skip` files starts, newest first, from the blocks' counts: below which
 * id, how many files of that range to skip, and the total (no start when the page is past the end). */
function pageStart(blocks: string, skip: number) {
  const counts = blocks ? blocks.split(',').map((pair) => pair.split(':').map(Number)) : [];
  const total = counts.reduce((sum, [, files]) => sum + files, 0);
  let before = 0;
  for (const [block, files] of counts) {
    if (before + files > skip) return { below: (block + 1) * MEDIA_BLOCK, skip: skip - before, total };
    before += files;
  }
  return { total };
}

/** One page of the list, newest first, as the JSON text of its answer `{ slice, total }`: two
 * statements, the blocks' counts (a hundred short rows at 100k files) and the page itself. */
export async function mediaPageAnswer(sql: Sql, page: number, size: number): Promise<string> {
  const [counts] = await run<{ blocks: string | null }>(sql, prepared(PAGE_SQL[sql.dialect].blocks));
  const start = pageStart(counts?.blocks ?? '', page * size);
  if (start.below === undefined) return `{"slice":[],"total":${start.total}}`;
  let text = statements.get(sql.dialect);
  if (!text) {
    text = prepared(pageStatement(sql.dialect));
    statements.set(sql.dialect, text);
  }
  const [rows] = await run<{ slice: string }>(sql, text, [start.below, size, start.skip]);
  return `{"slice":${rows?.slice ?? '[]'},"total":${start.total}}`;
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
