// Names of uploaded documents: the last path segment, no control characters, at most 256 characters
// with the extension kept; and the download header that carries them (Cyrillic included).
import { describe, expect, it } from 'vitest';
import { attachment } from './contentDisposition';
import { documentName } from './documentUpload';

describe('documentName', () => {
  it('keeps a Cyrillic name and drops a path and control characters', () => {
    expect(documentName('C:\\fakepath\\Лицензия № 1.pdf')).toBe('Лицензия № 1.pdf');
    expect(documentName('docs/price\u0000\u0007 list.xlsx')).toBe('price list.xlsx');
  });

  it('shortens a long name before its extension', () => {
    const name = documentName(`${'я'.repeat(300)}.docx`);
    expect(Array.from(name)).toHaveLength(256);
    expect(name.endsWith('я.docx')).toBe(true);
  });
});

describe('attachment', () => {
  it('gives an ASCII fallback and the exact UTF-8 name', () => {
    expect(attachment('Прайс "2026".pdf')).toBe(
      `attachment; filename="_____ _2026_.pdf"; filename*=UTF-8''%D0%9F%D1%80%D0%B0%D0%B9%D1%81%20%222026%22.pdf`,
    );
    expect(attachment("a'(b)*.txt")).toBe(`attachment; filename="a'(b)*.txt"; filename*=UTF-8''a%27%28b%29%2A.txt`);
  });
});
