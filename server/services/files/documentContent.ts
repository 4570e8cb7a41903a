// What a document upload holds, judged by its bytes alone (001 §9 "allowed document types"): a
// signature for PDF, OLE2 (DOC, XLS), ZIP, RAR, 7z and the images; the entry names inside a ZIP
// tell DOCX and XLSX from a plain archive; a file with no signature is text only when it is whole
// UTF-8 without NUL bytes (an executable has plenty). Anything else answers null.
import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { sniff } from './sniff';

export type DocumentContent = 'pdf' | 'ole2' | 'zip' | 'docx' | 'xlsx' | 'rar' | '7z' | 'jpg' | 'png' | 'gif' | 'webp' | 'text';

/** The bytes the signatures need (the longest, OLE2's, is 8). */
export const DOCUMENT_HEAD_BYTES = 16;

const bytes = (...values: number[]) => Buffer.from(values);
const SIGNATURES: [content: DocumentContent, signature: Buffer][] = [
  ['pdf', Buffer.from('%PDF-', 'latin1')],
  ['ole2', bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1)],
  ['zip', bytes(0x50, 0x4b, 0x03, 0x04)],
  // An empty archive is only its end record.
  ['zip', bytes(0x50, 0x4b, 0x05, 0x06)],
  ['rar', Buffer.from('Rar!\x1a\x07', 'latin1')],
  ['7z', bytes(0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c)],
];

/** The content a head's signature names, or null (which may still be text). */
function signatureOf(head: Buffer): DocumentContent | null {
  const found = SIGNATURES.find(([, signature]) => head.subarray(0, signature.length).equals(signature));
  return found?.[0] ?? sniff(head);
}

const END_RECORD = 0x06054b50;
const CENTRAL_ENTRY = 0x02014b50;
/** The end record (22 bytes) follows at most a 65535-byte archive comment. */
const END_SEARCH = 22 + 65_535;

/** The entry names of a ZIP file from its central directory, or null when it has none readable. */
async function zipEntryNames(path: string): Promise<string[] | null> {
  const file = await open(path, 'r');
  try {
    const { size } = await file.stat();
    const tailLength = Math.min(size, END_SEARCH);
    const tail = Buffer.alloc(tailLength);
    await file.read(tail, 0, tailLength, size - tailLength);
    let end = -1;
    for (let at = tailLength - 22; at >= 0 && end < 0; at--) if (tail.readUInt32LE(at) === END_RECORD) end = at;
    if (end < 0) return null;
    const count = tail.readUInt16LE(end + 10);
    const directorySize = tail.readUInt32LE(end + 12);
    const directoryAt = tail.readUInt32LE(end + 16);
    if (directoryAt + directorySize > size) return null;
    const directory = Buffer.alloc(directorySize);
    await file.read(directory, 0, directorySize, directoryAt);
    const names: string[] = [];
    for (let at = 0, i = 0; i < count; i++) {
      if (at + 46 > directory.length || directory.readUInt32LE(at) !== CENTRAL_ENTRY) return null;
      const nameLength = directory.readUInt16LE(at + 28);
      const skip = directory.readUInt16LE(at + 30) + directory.readUInt16LE(at + 32);
      names.push(directory.subarray(at + 46, at + 46 + nameLength).toString('utf8'));
      at += 46 + nameLength + skip;
    }
    return names;
  } finally {
    await file.close();
  }
}

/** An Office Open XML package declares its parts in [Content_Types].xml; its main part's folder
 * says which application wrote it. */
function packageOf(names: readonly string[]): DocumentContent {
  if (!names.includes('[Content_Types].xml')) return 'zip';
  if (names.some((name) => name.startsWith('word/'))) return 'docx';
  if (names.some((name) => name.startsWith('xl/'))) return 'xlsx';
  return 'zip';
}

/** True when the whole file is UTF-8 (a BOM allowed) with no NUL byte. */
async function isPlainText(path: string): Promise<boolean> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  try {
    for await (const chunk of createReadStream(path)) {
      if ((chunk as Buffer).includes(0)) return false;
      decoder.decode(chunk as Buffer, { stream: true });
    }
    decoder.decode();
    return true;
  } catch {
    return false;
  }
}

/** The content of the file at `path` whose first bytes are `head`, or null when it is none of the
 * allowed kinds (a ZIP whose directory cannot be read is refused too). */
export async function documentContent(path: string, head: Buffer): Promise<DocumentContent | null> {
  const signed = signatureOf(head);
  if (signed === 'zip') {
    const names = await zipEntryNames(path);
    return names ? packageOf(names) : null;
  }
  if (signed) return signed;
  return (await isPlainText(path)) ? 'text' : null;
}
