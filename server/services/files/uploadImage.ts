// From a received upload to a stored image that a row points at: decode and re-encode (a file
// sharp cannot decode is refused like a wrong type), store the files under a new hash, then run
// the caller's insert in a transaction. Files are written before the commit, so a committed row
// never points at missing bytes; if the transaction fails they are removed again.
import type { Transaction } from 'kysely';
import type { Db } from '../../db/kysely';
import type { Database } from '../../db/tables';
import { fieldError } from '../../http/errors';
import { removeImage, storeImage } from './images';
import { newFileHash, type Storage } from './storage';
import { type ImageKind, type Rendered, renderImage } from './thumbnails';
import type { Upload } from './upload';

export type StoredUpload = { hash: string; fileType: string; size: number; width: number; height: number };

export async function storeUpload<T>(
  db: Db,
  storage: Storage,
  upload: Upload,
  kind: ImageKind,
  insert: (trx: Transaction<Database>, image: StoredUpload) => Promise<T>,
): Promise<T> {
  let rendered: Rendered;
  try {
    rendered = await renderImage(upload.path, kind, upload.type);
  } catch {
    // The signature was right but the content is not a whole image (a disguised file, a bomb).
    throw fieldError('file', 'server.upload.wrongFormat');
  }
  const hash = newFileHash();
  await storeImage(storage, kind, hash, rendered);
  const image = { hash, fileType: rendered.type, size: rendered.size, width: rendered.width, height: rendered.height };
  try {
    return await db.transaction().execute((trx) => insert(trx, image));
  } catch (error) {
    await removeImage(storage, kind, hash, rendered.type);
    throw error;
  }
}
