// The general clinics report (GET /api/admin/xlsadmin) on every dialect, read back with exceljs:
// one row per clinic in id order across keyset pages, the columns matching the database, headings
// in the asked language, and text that a spreadsheet could run as a formula kept as text.
import { PassThrough } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeClinicReport } from '../../server/services/reports/clinicReport';
import { catalogueApp } from '../support/catalogue';
import { addClinic } from '../support/clinicRows';
import { dialects } from '../support/testApp';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

async function sheetOf(bytes: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  const rows: ExcelJS.Row[] = [];
  sheet.eachRow((row) => rows.push(row));
  const headers = (rows[0].values as unknown[]).slice(1).map(String);
  return { sheet, rows, headers, column: (name: string) => headers.indexOf(name) + 1 };
}

describe.each(dialects())('clinics report on $name', (dialect) => {
  let t: Awaited<ReturnType<typeof catalogueApp>>;
  let evilId = 0;
  let markupId = 0;
  let nonCharId = 0;
  beforeAll(async () => {
    t = await catalogueApp(dialect);
    evilId = await addClinic(t.app.db, {
      hash: '00000000-0000-4000-8000-00000000e011',
      slug: 'evil-clinic',
      names: { RU: '=HYPERLINK("http://evil.example","click")', EN: '+1+2' },
    });
    // Markup and a control character that XML cannot hold: the rows' own writer (sheetRows.ts).
    markupId = await addClinic(t.app.db, {
      hash: '00000000-0000-4000-8000-00000000e012',
      slug: 'markup-clinic',
      names: { RU: 'Клиника <b> & "Ко" \'Д\'\u0001', EN: ']]> </v></c>' },
    });
    // Noncharacters that XML 1.0 forbids too (issue 22 point 2), stored before the door refused
    // them, or written by a sync: a strict reader (exceljs's is saxes) refuses the whole sheet.
    nonCharId = await addClinic(t.app.db, {
      hash: '00000000-0000-4000-8000-00000000e013',
      slug: 'noncharacter-clinic',
      names: { RU: 'Клиника\uFFFF Здоровье\uFFFE', EN: '\u0001=1+1\u007F' },
    });
    await t.app.db.updateTable('clinic_l10n').set({ city: '@SUM(A1)' }).where('clinic_id', '=', evilId).where('lang', '=', 'RU').execute();
  }, 120_000);
  afterAll(() => t?.close());

  it('answers a workbook with a row per clinic that matches the database', async () => {
    const res = await t.admin.get('/api/admin/xlsadmin?locals=RU');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(XLSX);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="clinics-ru-\d{4}-\d{2}-\d{2}\.xlsx"$/);
    const { rows, headers, column } = await sheetOf(res.rawPayload);
    expect(headers.slice(0, 5)).toEqual(['ID', 'ID в каталоге', 'URL (slug)', 'Название (RU)', 'Название (EN)']);
    expect(headers).toContain('Основная информация (RU)');
    expect(headers).toContain('Отзывы пациентов (EN)');
    expect(rows[0].getCell(1).font?.bold).toBe(true);
    const clinics = await t.app.db.selectFrom('clinics').select(['id', 'slug', 'state']).orderBy('id').execute();
    expect(clinics.length).toBeGreaterThan(3);
    expect(rows.slice(1).map((row) => row.getCell(1).value)).toEqual(clinics.map((c) => c.id));

    // A catalogue clinic with modules, doctors and reviews, checked cell by cell.
    const withAll = await t.app.db
      .selectFrom('clinics as c')
      .select(['c.id', 'c.slug'])
      .where((eb) => eb.exists(eb.selectFrom('clinic_modules as m').select('m.id').whereRef('m.clinic_id', '=', 'c.id')))
      .where((eb) => eb.exists(eb.selectFrom('clinic_doctors as d').select('d.clinic_id').whereRef('d.clinic_id', '=', 'c.id')))
      .orderBy('c.id')
      .executeTakeFirstOrThrow();
    const row = rows.find((r) => r.getCell(1).value === withAll.id);
    const modules = await t.app.db
      .selectFrom('clinic_modules')
      .select('module')
      .where('clinic_id', '=', withAll.id)
      .orderBy('module')
      .execute();
    const doctors = await t.app.db.selectFrom('clinic_doctors').select('doctor_id').where('clinic_id', '=', withAll.id).execute();
    const reviews = await t.app.db
      .selectFrom('reviews')
      .select('id')
      .where('clinic_id', '=', withAll.id)
      .where('deleted', '=', 0)
      .execute();
    const ru = await t.app.db
      .selectFrom('clinic_l10n')
      .select(['name', 'visible'])
      .where('clinic_id', '=', withAll.id)
      .where('lang', '=', 'RU')
      .executeTakeFirstOrThrow();
    expect(row?.getCell(column('URL (slug)')).value).toBe(withAll.slug);
    expect(row?.getCell(column('Название (RU)')).value).toBe(ru.name);
    expect(row?.getCell(column('Видна (RU)')).value).toBe(ru.visible === 1 ? 'да' : 'нет');
    expect(row?.getCell(column('Модули')).value).toBe(modules.map((m) => m.module).join(', '));
    expect(row?.getCell(column('Врачей')).value).toBe(doctors.length);
    expect(row?.getCell(column('Отзывов')).value).toBe(reviews.length);
    expect(row?.getCell(column('Изменена')).value).toBeInstanceOf(Date);
    // The data cells share one style per column (server/services/reports/clinicReport.ts): the
    // date format on its column only, and the header's bold on the header only.
    expect(row?.getCell(column('Изменена')).numFmt).toBe('yyyy-mm-dd hh:mm');
    expect(row?.getCell(column('URL (slug)')).numFmt).toBeUndefined();
    expect(row?.getCell(column('URL (slug)')).font?.bold).toBeFalsy();
    expect(row?.getCell(column('Основная информация (RU)')).value).toMatch(/^(Проверен|Нужна проверка|Не проверен)$/);
  });

  it('keeps text that starts like a formula as text', async () => {
    const { rows, column } = await sheetOf((await t.admin.get('/api/admin/xlsadmin?locals=RU')).rawPayload);
    const row = rows.find((r) => r.getCell(1).value === evilId);
    for (const [name, text] of [
      ['Название (RU)', '=HYPERLINK("http://evil.example","click")'],
      ['Название (EN)', '+1+2'],
      ['Город', '@SUM(A1)'],
    ]) {
      const cell = row?.getCell(column(name));
      expect(cell?.type).toBe(ExcelJS.ValueType.String);
      expect(cell?.formula).toBeUndefined();
      expect(cell?.value).toBe(`'${text}`);
    }
  });

  it('writes markup as text and drops control characters', async () => {
    const { rows, column } = await sheetOf((await t.admin.get('/api/admin/xlsadmin?locals=RU')).rawPayload);
    const row = rows.find((r) => r.getCell(1).value === markupId);
    expect(row?.getCell(column('Название (RU)')).value).toBe('Клиника <b> & "Ко" \'Д\'');
    expect(row?.getCell(column('Название (EN)')).value).toBe(']]> </v></c>');
  });

  it('drops every character XML 1.0 forbids, so that a strict reader opens every row', async () => {
    const { rows, column } = await sheetOf((await t.admin.get('/api/admin/xlsadmin?locals=RU')).rawPayload);
    const count = await t.app.db
      .selectFrom('clinics')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(rows.length).toBe(Number(count.n) + 1);
    const row = rows.find((r) => r.getCell(1).value === nonCharId);
    expect(row?.getCell(column('Название (RU)')).value).toBe('Клиника Здоровье');
    // What is left after the drop is what the formula guard sees.
    expect(row?.getCell(column('Название (EN)')).value).toBe("'=1+1");
  });

  it('heads the columns in English for locals=EN, and reads in pages without losing a row', async () => {
    const { headers, rows } = await sheetOf((await t.admin.get('/api/admin/xlsadmin?locals=en')).rawPayload);
    expect(headers.slice(0, 4)).toEqual(['ID', 'Catalogue ID', 'URL (slug)', 'Name (RU)']);
    expect(headers).toContain('Main information (EN)');
    const out = new PassThrough();
    const [written, bytes] = await Promise.all([writeClinicReport({ db: t.app.db, dialect: t.app.dialect }, 'EN', out, 3), buffer(out)]);
    const paged = await sheetOf(bytes);
    expect(written).toBe(rows.length - 1);
    expect(paged.rows.map((r) => r.getCell(1).value)).toEqual(rows.map((r) => r.getCell(1).value));
  });
});
