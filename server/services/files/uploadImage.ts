// From a received upload to a stored image that a row points at. The header is read (a file
// that is not an image of its sniffed type, or too many pixels, is refused like a wrong type), the
// kind's thumbnails are rendered (a whole decode: content that does not decode is refused too),
// and the upload itself is moved into private storage, from which the served display image is
// rendered on its first request (server/services/files/imageFiles.ts). Then the caller's insert
// runs in a transaction. Files are written before the commit, so a committed row never points at
// missing bytes; if the transaction fails they are removed again.
import type { Transaction } from 'kysely';
import type { Db } from '../../db/kysely';
import type { Database } from '../../db/tables';
import { fieldError } from '../../http/errors';
import { fileKey, removeImage, uploadKey } from './images';
import { newFileHash, type Storage } from './storage';
import { fitInside, IMAGE_KINDS, type ImageKind, readHeader, renderDisplay, renderPreset } from './thumbnails';
import type { Upload } from './upload';

/** size: the bytes received; width and height: the display image's (the cap applied). */
export type StoredUpload = { hash: string; fileType: string; size: number; width: number; height: number };

/** Everything rendered from the upload at upload time, by key; throws when it does not decode. */
async function renderAtUpload(upload: Upload, kind: ImageKind, hash: string): Promise<Map<string, Buffer>> {
  const spec = IMAGE_KINDS[kind];
  const { path, type } = upload;
  const rendered = new Map<string, Buffer>();
  for (const [name, preset] of Object.entries(spec.presets))
    rendered.set(fileKey(kind, hash, type, name), await renderPreset(path, type, preset));
  if (spec.displayAtUpload) rendered.set(fileKey(kind, hash, type), (await renderDisplay(path, kind, type)).data);
  return rendered;
}

export async function storeUpload<T>(
  db: Db,
  storage: Storage,
  upload: Upload,
  kind: ImageKind,
  insert: (trx: Transaction<Database>, image: StoredUpload) => Promise<T>,
): Promise<T> {
  const hash = newFileHash();
  let rendered: Map<string, Buffer>;
  let display: { width: number; height: number };
  try {
    display = fitInside(await readHeader(upload.path, upload.type), IMAGE_KINDS[kind].max);
    rendered = await renderAtUpload(upload, kind, hash);
  } catch {
    // The signature was right but the content is not a whole image (a disguised file, a bomb).
    throw fieldError('file', 'server.upload.wrongFormat');
  }
  const image = { hash, fileType: upload.type, size: upload.size, ...display };
  try {
    for (const [key, bytes] of rendered) await storage.put(key, bytes);
    await storage.putFile(uploadKey(kind, hash, upload.type), upload.path);
    return await db.transaction().execute((trx) => insert(trx, image));
  } catch (error) {
    await removeImage(storage, kind, hash, upload.type);
    throw error;
  }
}
