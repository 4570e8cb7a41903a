// The export of a list (issue 27 point 2; GET /api/export/:resource) on every dialect: the records
// the list's own filters select, all pages of a paged list, the order of a list answered whole,
// the table's columns headed in the session's language, CSV (RFC 4180 with a byte order mark) and
// XLSX read back with exceljs; text that a spreadsheet would take for a formula stays text, and
// characters XML cannot hold are dropped; only a list the user's roles may open; refusals in the
// user's language.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client } from '../support/client';
import { addClinic } from '../support/clinicRows';
import { addLeads } from '../support/leads';
import { createTestApp, dialects } from '../support/testApp';
import { ACCOUNTS, addRoleAccounts, PASSWORD } from '../support/users';

/** The CSV's lines as fields (no field here holds a line end). */
const csvLines = (text: string) =>
  text
    .replace(/\r\n$/, '')
    .split('\r\n')
    .map((line) =>
      [...line.matchAll(/("(?:[^"]|"")*"|[^,]*)(?:,|$)/g)]
        .map(([, field]) => field.replace(/^"|"$/g, '').replaceAll('""', '"'))
        .slice(0, -1),
    );

async function sheetRows(bytes: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return { name: workbook.worksheets[0].name, rows };
}

describe.each(dialects())('list export on $name', (dialect) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  const as: Record<'ADMIN' | 'MANAGER' | 'REDACTOR', Client> = {} as never;
  const ids = { evil: 0, plain: 0, hidden: 0 };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    await addRoleAccounts(t.app);
    for (const role of ['ADMIN', 'MANAGER', 'REDACTOR'] as const) {
      as[role] = new Client(t.app);
      await as[role].login(ACCOUNTS[role], PASSWORD);
    }
    ids.evil = await addClinic(t.app.db, {
      hash: 'e-hash',
      slug: 'e',
      names: { RU: '=HYPERLINK("http://evil.example","x")', EN: 'Evil, "quoted"' },
    });
    ids.plain = await addClinic(t.app.db, { hash: 'p-hash', slug: 'p', names: { RU: 'Клиника\u0001 «Ромашка»', EN: 'Daisy Clinic' } });
    ids.hidden = await addClinic(t.app.db, { hash: 'h-hash', slug: 'h', names: { RU: 'Закрытая клиника', EN: 'Closed Clinic' } });
    await t.app.db.updateTable('clinics').set({ state: 'DISABLED' }).where('id', '=', ids.hidden).execute();
    await addLeads(t.app.db, 205);
    await addLeads(t.app.db, 3, { state: 'UNDERWAY' });
  });
  afterAll(() => t.close());

  it('writes the filtered clinics list as CSV, headed in Russian, formulas kept as text', async () => {
    const res = await as.ADMIN.get('/api/export/clinics?format=csv&hideDeactive=true');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="clinics-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const [headings, ...rows] = csvLines(res.body.slice(1));
    expect(headings).toEqual(expect.arrayContaining(['Краткое название', 'Полное название']));
    const name = headings.indexOf('Полное название');
    const names = rows.map((row) => row[name]);
    // The blocked clinic is hidden by the filter, as in the list (newest first).
    expect(names).toEqual(['Клиника «Ромашка»', '\'=HYPERLINK("http://evil.example","x")']);
    // A field with a comma or a quote is quoted, its quotes doubled.
    expect(res.body).toContain('"\'=HYPERLINK(""http://evil.example"",""x"")"');
    const all = csvLines((await as.ADMIN.get('/api/export/clinics?format=csv&hideDeactive=false')).body.slice(1));
    expect(all).toHaveLength(4);
  });

  it('writes XLSX that a strict reader opens, with the same rows and no character XML forbids', async () => {
    const res = await as.ADMIN.get('/api/export/clinics?format=xlsx&hideDeactive=true');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const { name, rows } = await sheetRows(res.rawPayload);
    expect(name).toBe('Клиники');
    const column = rows[0].indexOf('Полное название');
    expect(rows.slice(1).map((row) => row[column])).toEqual(['Клиника «Ромашка»', '\'=HYPERLINK("http://evil.example","x")']);
  });

  it('reads every page of a paged list under its tab', async () => {
    const res = await as.MANAGER.get('/api/export/leads?format=csv&state=NEW');
    expect(res.statusCode, res.body).toBe(200);
    const [headings, ...rows] = csvLines(res.body.slice(1));
    // More than one page of the leads call (200 at most), the newest change first as in the list.
    expect(rows).toHaveLength(205);
    expect(headings[0]).toBe('Заявка');
    expect(rows[0][0]).toMatch(/^№ \d+ · Новая · /);
    expect(headings).toEqual(expect.arrayContaining(['Пациент', 'Телефон', 'E-mail']));
    expect(rows.every((row) => row.length === headings.length)).toBe(true);
    const underway = csvLines((await as.MANAGER.get('/api/export/leads?format=csv&state=UNDERWAY')).body.slice(1));
    expect(underway).toHaveLength(4);
  });

  it('sorts a list answered whole as asked', async () => {
    const up = csvLines((await as.ADMIN.get('/api/export/users?format=csv&sort=email&order=ASC')).body.slice(1));
    const down = csvLines((await as.ADMIN.get('/api/export/users?format=csv&sort=email&order=DESC')).body.slice(1));
    expect(up.length).toBeGreaterThan(3);
    expect(down.slice(1)).toEqual(up.slice(1).reverse());
  });

  it('exports only a list the roles may open, and refuses in the user’s language', async () => {
    const forbidden = await as.REDACTOR.get('/api/export/leads?format=csv');
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().message).toBe('Этот список вам недоступен');
    expect((await as.MANAGER.get('/api/export/clinics?format=csv')).statusCode).toBe(403);
    const unknown = await as.ADMIN.get('/api/export/nothing?format=csv');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Такого списка нет');
    const badFormat = await as.ADMIN.get('/api/export/clinics?format=pdf');
    expect(badFormat.statusCode).toBe(400);
    expect(JSON.stringify(badFormat.json())).toContain('format — csv или xlsx');
    // A filter the list refuses is refused as the list refuses it, before any byte of a file.
    const badFilter = await as.ADMIN.get('/api/export/clinics?format=csv&cityId=abc');
    expect(badFilter.statusCode).toBe(400);
    expect(badFilter.headers['content-type']).toContain('application/json');
    expect((await new Client(t.app).get('/api/export/clinics?format=csv')).statusCode).toBe(401);
  });
});
