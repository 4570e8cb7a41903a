// The general clinics report (002 §2 "Reports"; docs/api.md "Reports"), declared in
// resources/reports/calls.ts: an Excel workbook of every clinic, streamed as it is read. `locals`
// is the language of its headings and words (RU or EN; names come in both). Once the first bytes went
// out no error status can follow: a failure cuts the download short (the browser says so) and is
// logged.
import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { reportCalls, XLSX } from '../../resources/reports/calls';
import { registerCalls } from '../http/registerCalls';
import { writeClinicReport } from '../services/reports/clinicReport';
import { withBoundedHeapGrowth } from '../services/sheets/boundedHeapGrowth';

export default async function reportRoutes(app: FastifyInstance) {
  registerCalls(app, reportCalls, {
    clinicsReport: async (request, reply) => {
      const lang = String(request.query.locals).toUpperCase() === 'EN' ? 'EN' : 'RU';
      const day = new Date().toISOString().slice(0, 10);
      const body = new PassThrough();
      // A connection of its own on SQLite (db/kysely.ts openSqliteScan): the whole directory is read once.
      const scan = app.openScan();
      withBoundedHeapGrowth(() => writeClinicReport(scan, lang, body))
        .then(
          (rows) => request.log.info({ rows }, 'clinics report written'),
          (error) => {
            request.log.error({ err: error }, 'clinics report cut short');
            body.destroy(error);
          },
        )
        .then(() => scan.close())
        .catch((error) => request.log.error({ err: error }, 'clinics report: its connection did not close'));
      return reply
        .headers({
          'content-type': XLSX,
          'content-disposition': `attachment; filename="clinics-${lang.toLowerCase()}-${day}.xlsx"`,
          'cache-control': 'no-store',
          'x-content-type-options': 'nosniff',
        })
        .send(body);
    },
  });
}
