// What the export writes of a cell (server/services/export/exportColumns.ts), on a declared list: a profile step's documents.
import { describe, expect, it } from 'vitest';
import type { ResourceDefinition } from '../../common/resource';
import { joinRecord } from '../../common/rowJoins';
import { en } from '../../i18n/en';
import { translatorOf } from '../../i18n/interpolate';
import { ru } from '../../i18n/ru';
import { screens } from '../../resources/clinicDocuments/parts';
import { screens as clinicScreens } from '../../resources/clinics';
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

  it('writes the clinics list’s state and completion as its cells show them: modules, counts, every parameter filled', () => {
    const clinics = (clinicScreens[0] as ResourceDefinition).config;
    const clinic = {
      id: 7,
      hash: 'h',
      state: 'ACTIVE',
      quality: { RU: 5, EN: 3 },
      ll10n: { RU: { name: 'Клиника' }, EN: { name: 'Clinic' } },
    };
    const sides = {
      modules: { 7: [{ module: 'MAIN' }, { module: 'PRO' }] },
      doctorsQty: { 7: { visible: 2, total: 4 } },
      reviewsQty: {},
    };
    const cells = (lang: 'ru' | 'en') => {
      const joined = joinRecord(clinic, clinics.list.joins ?? {}, sides, {}, lang);
      return Object.fromEntries(exportColumns(clinics, lang, translate).map((column) => [column.heading, column.value(joined)]));
    };
    expect(cells('ru')).toMatchObject({
      Статус: 'Активна · Модули: MAIN, PRO',
      'Заполненность профиля': 'RU: 5 из 13 · EN: 3 из 13 · Врачи: 2 из 4 · Отзывы: 0 из 0',
    });
    expect(cells('en')).toMatchObject({ 'Profile quality': 'RU: 5 of 13 · EN: 3 of 13 · Doctors: 2 of 4 · Reviews: 0 of 0' });
  });
});
