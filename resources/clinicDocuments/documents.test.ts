// The documents step's declaration: the browser's refusals before sending (the engine's file rules
// with the declared extensions and bounds, each by its reason), which documents preview as images, and the type icons.
import { describe, expect, it } from 'vitest';
import { passes } from '../../common/recordTests';
import type { ListFilesUpload, ResourceDefinition } from '../../common/resource';
import { fileIconOf } from '../../src/engine/list/cells/valueCells';
import { refusalOf } from '../../src/engine/upload/fileRefusal';
import { FILE_ICONS, screens } from './parts';

const { config } = screens[0] as ResourceDefinition;
const { files } = config.list.upload as ListFilesUpload;
const refusal = (name: string, size: number) =>
  files.accepts === 'images' ? 'images' : refusalOf(files.accepts, { name, size, type: '' }, 'en')?.[0].split('.').pop();

describe('the documents upload', () => {
  it('lets every allowed type through, whatever the case of its extension', () => {
    for (const name of ['a.pdf', 'b.XLSX', 'c.doc', 'd.7z', 'e.rar', 'f.txt', 'g.jpeg', 'h.webp', 'Прайс.Docx']) {
      expect(refusal(name, 10), name).toBeUndefined();
    }
  });

  it('refuses other types, no extension, an empty file and one over 20 MB', () => {
    expect(refusal('setup.exe', 10)).toBe('type');
    expect(refusal('pdf', 10)).toBe('noType');
    expect(refusal('a.svg', 10)).toBe('type');
    expect(refusal('a.pdf', 0)).toBe('empty');
    expect(refusal('a.pdf', 20_000_000)).toBeUndefined();
    expect(refusal('a.pdf', 20_000_001)).toBe('large');
  });
});

describe('previews and icons', () => {
  it('previews JPG, JPEG, GIF and PNG only', () => {
    const preview = config.list.columns.find((column) => column.display === 'lightbox');
    const when = preview?.options?.when as Parameters<typeof passes>[0];
    const previews = ['jpg', 'jpeg', 'gif', 'png', 'webp', 'pdf'].map((fileType) => passes(when, { fileType }));
    expect(previews).toEqual([true, true, true, true, false, false]);
  });

  it('offers the delete for files uploaded here only', () => {
    const removable = config.list.removable as Parameters<typeof passes>[0];
    expect([passes(removable, { origId: null }), passes(removable, { origId: 7 })]).toEqual([true, false]);
  });

  it('has the spec icons and "other" for the rest', () => {
    const kinds = ['pdf', 'xls', 'xlsx', 'txt', 'doc', 'docx', 'zip', 'rar', '7z', 'png'].map((type) => fileIconOf(type, FILE_ICONS).kind);
    expect(kinds).toEqual(['pdf', 'xls', 'xlsx', 'txt', 'doc', 'docx', 'zip', 'rar', 'other', 'other']);
    expect(fileIconOf('7z', FILE_ICONS).label).toBe('7Z');
  });
});
