// A catalogue document's bytes (a free file with origId): its record carried metadata only, so the
// first download reads the file from the catalogue source, checks it as an upload is checked (the
// content must be of the recorded type, 1 byte to 20 MB) and stores it; later downloads are plain
// stored files.
import { rm, writeFile } from 'node:fs/promises';
import type { CatalogueSource } from '../sync/source/source';
import { DOCUMENT_HEAD_BYTES } from './documentContent';
import { documentKey } from './documentKinds';
import { documentRefusal } from './documentUpload';
import type { Storage } from './storage';

/** True when the document's bytes are stored after the call, false when the catalogue has none.
 * Throws when the source fails or sends something that is not the recorded type. */
export async function ensureCatalogueDocument(storage: Storage, source: CatalogueSource, hash: string, fileType: string): Promise<boolean> {
  const key = documentKey(hash, fileType);
  if (await storage.exists(key)) return true;
  const bytes = await source.file('document', hash, fileType);
  if (!bytes) return false;
  const temp = await storage.tempFile();
  try {
    await writeFile(temp, bytes);
    const refusal = await documentRefusal(fileType, bytes.length, temp, bytes.subarray(0, DOCUMENT_HEAD_BYTES));
    if (refusal) throw new Error(`catalogue document ${hash}.${fileType}: ${refusal.key}`);
    await storage.putFile(key, temp);
    return true;
  } finally {
    await rm(temp, { force: true });
  }
}
