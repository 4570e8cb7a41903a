// The browser's refusals before sending, and which documents preview as images.
import { describe, expect, it } from 'vitest';
import { documentRefusal, isPreviewable, WRONG_SIZE, WRONG_TYPE } from './documentRules';
import { iconOf } from './FileTypeIcon';

describe('documentRefusal', () => {
  it('lets every allowed type through, whatever the case of its extension', () => {
    for (const name of ['a.pdf', 'b.XLSX', 'c.doc', 'd.7z', 'e.rar', 'f.txt', 'g.jpeg', 'h.webp', 'Прайс.Docx']) {
      expect(documentRefusal({ name, size: 10 }), name).toBeUndefined();
    }
  });

  it('refuses other types, no extension, an empty file and one over 20 MB', () => {
    expect(documentRefusal({ name: 'setup.exe', size: 10 })).toBe(WRONG_TYPE);
    expect(documentRefusal({ name: 'pdf', size: 10 })).toBe(WRONG_TYPE);
    expect(documentRefusal({ name: 'a.svg', size: 10 })).toBe(WRONG_TYPE);
    expect(documentRefusal({ name: 'a.pdf', size: 0 })).toBe(WRONG_SIZE);
    expect(documentRefusal({ name: 'a.pdf', size: 20_000_000 })).toBeUndefined();
    expect(documentRefusal({ name: 'a.pdf', size: 20_000_001 })).toBe(WRONG_SIZE);
  });
});

describe('previews and icons', () => {
  it('previews JPG, JPEG, GIF and PNG only', () => {
    expect(['jpg', 'jpeg', 'gif', 'png', 'webp', 'pdf'].map(isPreviewable)).toEqual([true, true, true, true, false, false]);
  });

  it('has the spec icons and "other" for the rest', () => {
    const kinds = ['pdf', 'xls', 'xlsx', 'txt', 'doc', 'docx', 'zip', 'rar', '7z', 'png'].map((type) => iconOf(type).kind);
    expect(kinds).toEqual(['pdf', 'xls', 'xlsx', 'txt', 'doc', 'docx', 'zip', 'rar', 'other', 'other']);
    expect(iconOf('7z').label).toBe('7Z');
  });
});
