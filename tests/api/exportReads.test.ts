// A list's own export read gives what reading the list through its page call gives (issue 27 point
// 2; server/services/export/exportRead.ts): for the clinics list, under several filters and their
// combinations, on every dialect, the same records in the same order, field for field (whether the
// ids are kept or the index is walked by keyset, in batches of any size), and the export's CSV
// (which reads it) byte for byte what the page call's records make, whatever sort is asked (the
// list's call takes none).
import { PassThrough } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Declared } from '../../common/calls';
import { type ListRecord, listInput } from '../../common/listPage';
import { isResource, type ResourceConfig } from '../../common/resource';
import { type Joins, joinRecord } from '../../common/rowJoins';
import { en } from '../../i18n/en';
import { translatorOf } from '../../i18n/interpolate';
import { ru } from '../../i18n/ru';
import { clinicListCalls } from '../../resources/clinics/calls';
import { loadDeclaredScreens } from '../../server/engine/declarations';
import { clinicsExportRead } from '../../server/services/export/clinicsExportRead';
import { exportColumns } from '../../server/services/export/exportColumns';
import { exportBatches } from '../../server/services/export/exportRead';
import { type ListBatch, listBatches } from '../../server/services/export/listBatches';
import { writeCsv } from '../../server/services/sheets/csvWriter';
import { catalogueApp } from '../support/catalogue';
import { clinicFilterValues } from '../support/clinicRows';
import { dialects } from '../support/testApp';

process.env.DEMO_CLINICS = '30';

const call = clinicListCalls.calls.listClinics as Declared;
const translate = translatorOf({ ru, en });

async function all(batches: AsyncIterable<ListRecord[]>): Promise<ListRecord[]> {
  const records: ListRecord[] = [];
  for await (const batch of batches) records.push(...batch);
  return records;
}

/** A read's records, each with the fields the list's joins take from the side lists beside it (a
 * clinic's modules, doctor and review counts), as its cells and its export show them. */
async function joinedAll(batches: AsyncIterable<ListBatch>, joins: Joins | undefined): Promise<ListRecord[]> {
  const records: ListRecord[] = [];
  for await (const { records: batch, sides } of batches)
    records.push(...batch.map((record) => joinRecord(record, joins ?? {}, sides as never, {}, 'ru')));
  return records;
}

describe.each(dialects())('the clinics list’s own export read on $name', (dialect) => {
  let t: Awaited<ReturnType<typeof catalogueApp>>;
  let config: ResourceConfig;
  let cases: Record<string, string>[];
  /** The export's request as the page-call path reads it: the session's cookie. */
  const request = () => ({ headers: { cookie: t.admin.cookieHeader() } }) as unknown as FastifyRequest;
  const throughPages = (filter: Record<string, string>) =>
    joinedAll(listBatches(t.app, request(), call, filter, undefined), config.list.joins);
  const exported = (filter: Record<string, string>) =>
    all(exportBatches(t.app, request(), 'clinics', call, filter, undefined, { joins: config.list.joins, lang: 'ru' }));

  beforeAll(async () => {
    t = await catalogueApp(dialect);
    const screen = (await loadDeclaredScreens()).filter(isResource).find((s) => s.config.name === 'clinics');
    config = screen?.config as ResourceConfig;
    const db = t.app.db;
    const ids = (await db.selectFrom('clinics').select('id').orderBy('id').execute()).map((c) => Number(c.id));
    const admin = await db.selectFrom('users').select('id').where('email', '=', 'admin@test.local').executeTakeFirstOrThrow();
    // Every value the records hold, in both of its kinds: a blocked clinic, an editor named, direct
    // leads on, a language hidden and one missing, complete, stale and incomplete marks, a formula.
    await db.updateTable('clinics').set({ state: 'DISABLED' }).where('id', 'in', [ids[1], ids[7]]).execute();
    await db.updateTable('clinics').set({ updated_by: admin.id, direct_lead: 1 }).where('id', 'in', [ids[2], ids[3], ids[11]]).execute();
    await db.updateTable('clinic_l10n').set({ visible: 0 }).where('clinic_id', 'in', [ids[4], ids[5]]).where('lang', '=', 'EN').execute();
    await db.deleteFrom('clinic_l10n').where('clinic_id', '=', ids[6]).where('lang', '=', 'EN').execute();
    await db.updateTable('clinic_l10n').set({ short_name: '=1+2' }).where('clinic_id', '=', ids[8]).where('lang', '=', 'RU').execute();
    await db.deleteFrom('complete_edit').where('clinic_id', 'in', ids.slice(0, 12)).execute();
    await db
      .insertInto('complete_edit')
      .values([
        ...ids.slice(0, 6).map((id) => ({ clinic_id: id, section: 1, lang: 'RU' as const, cd: 1, rd: 2, state: 'complete' as const })),
        ...ids.slice(0, 3).map((id) => ({ clinic_id: id, section: 2, lang: 'EN' as const, cd: 1, rd: 2, state: 'complete' as const })),
        ...ids.slice(6, 9).map((id) => ({ clinic_id: id, section: 1, lang: 'RU' as const, cd: 3, rd: 2, state: 'stale' as const })),
        { clinic_id: ids[9], section: 3, lang: 'EN' as const, cd: 3, rd: 2, state: 'stale' as const },
      ])
      .execute();
    const { cityId, sid, cId, brand } = await clinicFilterValues(db, ids[0]);
    cases = [
      {},
      { hideDeactive: 'true' },
      { hideDeactive: 'false' },
      { cityId: String(cityId) },
      { sid: String(sid) },
      { cId: String(cId) },
      { loc: 'RU' },
      { loc: 'en', hideDeactive: '1' },
      { q: brand },
      { q: 'клиника', hideDeactive: 'true' },
      { q: '%%%' },
      { stale: 'RU' },
      { stale: 'EN', hideDeactive: 'true' },
      { completion: '1.RU.complete' },
      { completion: '1.RU.incomplete' },
      { completion: '2.EN.complete', loc: 'EN' },
      { cityId: String(cityId), loc: 'RU', hideDeactive: 'true' },
      { sid: String(sid), cId: String(cId), cityId: '' },
    ];
  });
  afterAll(() => t.close());

  it('reads the same records in the same order as the page call, kept ids or a keyset walk, in batches of any size', async () => {
    let seen = 0;
    for (const filter of cases) {
      const expected = await throughPages(filter);
      seen += expected.length;
      const { input } = listInput(call, filter);
      const sql = { db: t.app.db, dialect: t.app.dialect };
      for (const options of [{}, { batch: 4, kept: 0 }, { batch: 1, kept: 2 }, { batch: 7, kept: 100 }]) {
        const own = await joinedAll(clinicsExportRead(sql, input, options), config.list.joins);
        expect(own, JSON.stringify({ filter, options })).toStrictEqual(expected);
      }
      // Through the route's own choice, with its gate and its connection.
      expect(await exported(filter)).toStrictEqual(expected);
    }
    // The cases select something: all 30, the blocked ones hidden, and narrower sets.
    expect((await throughPages({})).length).toBe(30);
    const active = await t.app.db.selectFrom('clinics').select('id').where('state', '=', 'ACTIVE').execute();
    expect(active.length).toBeLessThan(29);
    expect((await throughPages({ hideDeactive: 'true' })).length).toBe(active.length);
    expect(seen).toBeGreaterThan(150);
  });

  it('exports, in both languages, exactly the rows the page call’s records make', async () => {
    for (const lang of ['ru', 'en'] as const) {
      const columns = exportColumns(config, lang, translate);
      const rows = (records: ListRecord[]) => records.map((record) => columns.map((column) => column.value(record)));
      for (const filter of cases) {
        const own = await exported(filter);
        expect(rows(own), JSON.stringify(filter)).toStrictEqual(rows(await throughPages(filter)));
      }
    }
  });

  it('answers the same CSV as the page call’s records make, whatever sort is asked', async () => {
    const columns = exportColumns(config, 'ru', translate);
    for (const filter of cases) {
      const out = new PassThrough();
      const chunks: Buffer[] = [];
      out.on('data', (chunk: Buffer) => chunks.push(chunk));
      const records = await throughPages(filter);
      await writeCsv(
        out,
        columns.map((column) => column.heading),
        (async function* () {
          yield records.map((record) => columns.map((column) => column.value(record)));
        })(),
      );
      const expected = Buffer.concat(chunks).toString('utf8');
      const query = new URLSearchParams({ format: 'csv', ...filter }).toString();
      for (const sort of ['', '&sort=updated&order=DESC']) {
        const res = await t.admin.get(`/api/export/clinics?${query}${sort}`);
        expect(res.statusCode, res.body).toBe(200);
        expect(res.body, query + sort).toBe(expected);
      }
    }
  });
});
