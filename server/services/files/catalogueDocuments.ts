// A catalogue document's bytes (a free file with origId): its record carried metadata only, so the
// first download reads the file from the catalogue source, checks it as an upload is checked (the
// content must be of the recorded type, 1 byte to 20 MB) and stores it; later downloads are plain
// stored files.
import { rm, writeFile } from 'node:fs/promises';
import { DOCUMENT_MAX_BYTES, DOCUMENT_MIN_BYTES, isDocumentExtension } from '../../../common/documents';
import type { CatalogueSource } from '../sync/source/source';
import { DOCUMENT_HEAD_BYTES, documentContent } from './documentContent';
import { DOCUMENT_KINDS, documentKey } from './documentKinds';
import type { LocalDiskStorage } from './storage';

/** True when the document's bytes are stored after the call, false when the catalogue has none.
 * Throws when the source fails or sends something that is not the recorded type. */
export async function ensureCatalogueDocument(
  storage: LocalDiskStorage,
  source: CatalogueSource,
  hash: string,
  fileType: string,
): Promise<boolean> {
  const key = documentKey(hash, fileType);
  if (await storage.exists(key)) return true;
  const bytes = await source.file('document', hash, fileType);
  if (!bytes) return false;
  if (!isDocumentExtension(fileType) || bytes.length < DOCUMENT_MIN_BYTES || bytes.length > DOCUMENT_MAX_BYTES) {
    throw new Error(`catalogue document ${hash}: not an allowed ${fileType} file`);
  }
  const temp = await storage.tempFile();
  try {
    await writeFile(temp, bytes);
    const content = await documentContent(temp, bytes.subarray(0, DOCUMENT_HEAD_BYTES));
    if (!content || !DOCUMENT_KINDS[fileType].contents.includes(content))
      throw new Error(`catalogue document ${hash}: content is not ${fileType}`);
    await storage.putFile(key, temp);
    return true;
  } finally {
    await rm(temp, { force: true });
  }
}
