// A document's kind comes from its bytes: signatures, the entry names of a ZIP, and text only when
// the whole file is UTF-8 without NULs.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { documents, executable, zipOf } from '../../../tests/support/documents';
import { DOCUMENT_HEAD_BYTES, documentContent } from './documentContent';

const dir = mkdtempSync(join(tmpdir(), 'document-content-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function contentOf(bytes: Buffer) {
  const path = join(dir, String(Math.random()));
  writeFileSync(path, bytes);
  return documentContent(path, bytes.subarray(0, DOCUMENT_HEAD_BYTES));
}

describe('documentContent', () => {
  it.each([
    ['pdf', 'pdf'],
    ['doc', 'ole2'],
    ['xlsx', 'xlsx'],
    ['docx', 'docx'],
    ['zip', 'zip'],
    ['rar', 'rar'],
    ['7z', '7z'],
    ['txt', 'text'],
    ['png', 'png'],
    ['jpg', 'jpg'],
  ])('reads a %s file as %s', async (ext, content) => {
    expect(await contentOf(await documents[ext]())).toBe(content);
  });

  it('reads an empty archive and a package without [Content_Types].xml as plain ZIP', async () => {
    expect(await contentOf(zipOf([]))).toBe('zip');
    expect(await contentOf(zipOf(['word/document.xml']))).toBe('zip');
  });

  it('refuses an executable, binary junk, broken UTF-8 and a ZIP without its directory', async () => {
    expect(await contentOf(executable())).toBeNull();
    expect(await contentOf(Buffer.from([0xff, 0xfe, 0x41, 0x00]))).toBeNull();
    expect(await contentOf(Buffer.from([0x41, 0xc3, 0x28]))).toBeNull();
    expect(await contentOf(zipOf(['a.txt']).subarray(0, 40))).toBeNull();
  });

  it('reads UTF-8 split across read chunks as text', async () => {
    expect(await contentOf(Buffer.from('ж'.repeat(100_000), 'utf8'))).toBe('text');
  });
});
