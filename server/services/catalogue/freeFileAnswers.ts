// The wire shape of a clinic's free files (001 §3 "Free file"), with the path each downloads from
// (server/routes/freeFiles.ts).
import type { FreeFileRow } from '../../repositories/freeFiles';

/** `/api/admin/freefile/<hash>.<fileType>`: built from hash and fileType as 001 §3 says. */
const freeFileUrl = (hash: string, fileType: string) => `/api/admin/freefile/${hash}.${fileType}`;

export function freeFileAnswer(f: FreeFileRow) {
  return {
    id: f.id,
    hash: f.hash,
    name: f.name,
    size: Number(f.size),
    fileType: f.file_type,
    created: Number(f.created),
    deleted: Number(f.deleted) === 1,
    visible: Number(f.visible) === 1,
    origId: f.orig_id === null ? null : Number(f.orig_id),
    url: freeFileUrl(f.hash, f.file_type),
  };
}

export const freeFilesAnswer = (rows: readonly FreeFileRow[]) => ({ files: rows.map(freeFileAnswer) });
