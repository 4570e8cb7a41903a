// What the export writes of a cell (server/services/export/exportColumns.ts), on a declared list: a profile step's documents.
import { describe, expect, it } from 'vitest';
import type { ResourceDefinition } from '../../common/resource';
import { en } from '../../i18n/en';
import { translatorOf } from '../../i18n/interpolate';
import { ru } from '../../i18n/ru';
import { screens } from '../../resources/clinicDocuments/parts';
import { exportColumns } from '../../server/services/export/exportColumns';

const documents = (screens[0] as ResourceDefinition).config;
const translate = translatorOf({ ru, en });
const record = { id: 1, url: '/api/admin/freefile/x.pdf', name: 'Лицензия.pdf', size: 2048, visible: true, origId: null };

const row = (lang: 'ru' | 'en') =>
  Object.fromEntries(exportColumns(documents, lang, translate).map((column) => [column.heading, column.value(record)]));

describe('the export of a list’s cells', () => {
  it('writes a link by the words it shows (a document’s name), not its address', () => {
    expect(row('ru').Файл).toBe('Лицензия.pdf');
  });

  it('words a yes/no value in the user’s language', () => {
    expect(Object.values(row('ru'))).toContain('Да');
    expect(Object.values(row('en'))).toContain('Yes');
    expect(Object.values(row('ru'))).not.toContain('ra.boolean.true');
  });
});
