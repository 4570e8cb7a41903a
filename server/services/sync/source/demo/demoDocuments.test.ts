// The demo catalogue's documents are what their type says, by the same content check as uploads,
// and the same hash always gives the same bytes.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DOCUMENT_HEAD_BYTES, documentContent } from '../../../files/documentContent';
import { demoDocument } from './demoDocuments';

const HASH = 'e6c406c3-4c48-8f29-a1bf-531e62b9897a';
const dir = mkdtempSync(join(tmpdir(), 'demo-documents-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('demoDocument', () => {
  it.each([
    ['pdf', 'pdf'],
    ['docx', 'docx'],
    ['xlsx', 'xlsx'],
    ['txt', 'text'],
  ])('makes a %s file that reads as %s', async (type, content) => {
    const bytes = demoDocument(HASH, type) as Buffer;
    expect(bytes.equals(demoDocument(HASH, type) as Buffer)).toBe(true);
    const path = join(dir, type);
    writeFileSync(path, bytes);
    expect(await documentContent(path, bytes.subarray(0, DOCUMENT_HEAD_BYTES))).toBe(content);
  });

  it('has no bytes for other types', () => {
    expect(demoDocument(HASH, 'rar')).toBeNull();
  });

  it('writes a PDF whose cross-reference table points at its objects', () => {
    const text = (demoDocument(HASH, 'pdf') as Buffer).toString('latin1');
    const xref = Number(/startxref\n(\d+)/.exec(text)?.[1]);
    expect(text.slice(xref, xref + 4)).toBe('xref');
    const offsets = [...text.matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    expect(offsets.map((at) => /^\d+ 0 obj/.exec(text.slice(at))?.[0])).toEqual(['1 0 obj', '2 0 obj', '3 0 obj', '4 0 obj', '5 0 obj']);
  });
});
