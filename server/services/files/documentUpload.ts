// Receives a document of the clinic's documents step (001 §2 "Documents", §9): one file of an
// allowed extension whose bytes are of that kind, 1 byte to 20 MB (docs/decisions.md
// "Documents"), with the name it had on the sender's disk, cleaned for storing and downloading.
import type { FastifyRequest } from 'fastify';
import {
  DOCUMENT_EXTENSIONS,
  DOCUMENT_MAX_BYTES,
  DOCUMENT_MAX_MB,
  DOCUMENT_MIN_BYTES,
  extensionOf,
  isDocumentExtension,
} from '../../../common/documents';
import { fieldError } from '../../http/errors';
import { DOCUMENT_HEAD_BYTES, documentContent } from './documentContent';
import { DOCUMENT_KINDS } from './documentKinds';
import { type Received, receiveFile } from './upload';

type DocumentUpload = Omit<Received, 'head' | 'filename'> & { name: string; fileType: string };

const NAME_MAX = 256;
const TYPES = DOCUMENT_EXTENSIONS.map((ext) => ext.toUpperCase()).join(', ');

/** The last segment of the name (some browsers send a path), without control characters, in NFC
 * so that a Cyrillic name compares and sorts as typed; shortened before its extension. */
export function documentName(filename: string): string {
  const base = (filename.split(/[\\/]/).pop() ?? '')
    .normalize('NFC')
    .replace(/\p{Cc}/gu, '')
    .trim();
  const chars = Array.from(base);
  if (chars.length <= NAME_MAX) return base;
  const ext = extensionOf(base);
  const kept = NAME_MAX - (ext ? ext.length + 1 : 0);
  return `${chars.slice(0, kept).join('')}${ext ? `.${ext}` : ''}`;
}

type Refusal = { key: string; params?: Record<string, string> };

/** Why a document's bytes are refused (the message key and its parameters), or undefined: an
 * allowed extension, a size within bounds, and content that is what the extension says. Uploads
 * and the catalogue's documents are judged alike. */
export async function documentRefusal(ext: string, size: number, path: string, head: Buffer): Promise<Refusal | undefined> {
  if (!isDocumentExtension(ext)) return { key: 'server.documents.wrongType', params: { types: TYPES } };
  if (size < DOCUMENT_MIN_BYTES) return { key: 'server.documents.empty' };
  if (size > DOCUMENT_MAX_BYTES) return { key: 'server.upload.tooLarge', params: { max: String(DOCUMENT_MAX_MB) } };
  const content = await documentContent(path, head);
  if (!content || !DOCUMENT_KINDS[ext].contents.includes(content)) {
    return { key: 'server.upload.wrongContent', params: { type: ext.toUpperCase() } };
  }
  return undefined;
}

/** The reason a received file is refused, or its cleaned name and extension. */
async function judge(received: Received): Promise<{ name: string; fileType: string }> {
  const name = documentName(received.filename);
  const ext = extensionOf(name);
  const refusal = await documentRefusal(ext, received.size, received.path, received.head);
  if (refusal) throw fieldError('file', refusal.key, refusal.params);
  return { name, fileType: ext };
}

export async function receiveDocument(request: FastifyRequest, tempFile: () => Promise<string>): Promise<DocumentUpload> {
  const rules = { max: DOCUMENT_MAX_BYTES, maxMb: DOCUMENT_MAX_MB, headBytes: DOCUMENT_HEAD_BYTES };
  const { head, filename, ...received } = await receiveFile(request, tempFile, rules);
  try {
    return { ...received, ...(await judge({ head, filename, ...received })) };
  } catch (error) {
    await received.discard();
    throw error;
  }
}
