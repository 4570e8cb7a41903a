// The export of a list (issue 27 point 2; resources/export/calls.ts): any declared list the user's
// roles may open, as CSV or XLSX, streamed as its records are read (services/export/exportRead.ts:
// through the list's own call page after page, or by the list's own export read, which the call
// gates), with the columns its table shows in the user's language (services/export/exportColumns.ts).
// The first batch is read before the answer starts, so that a refused filter is answered as the
// list answers it; once bytes went out, a failure cuts the download short (the browser says so)
// and is logged.
import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { type Declared, setResources } from '../../common/calls';
import type { Lang } from '../../common/lang';
import type { ListRecord } from '../../common/listPage';
import { isResource, type ResourceDefinition } from '../../common/resource';
import { en } from '../../i18n/en';
import { translatorOf } from '../../i18n/interpolate';
import { ru } from '../../i18n/ru';
import { CSV, type ExportFormat, exportCalls, XLSX } from '../../resources/export/calls';
import { loadDeclaredCallSets, loadDeclaredScreens } from '../engine/declarations';
import { ApiError } from '../http/errors';
import { registerCalls } from '../http/registerCalls';
import { type ExportColumn, exportColumns } from '../services/export/exportColumns';
import { exportBatches, referencesOf } from '../services/export/exportRead';
import { ListRefused } from '../services/export/listBatches';
import { withBoundedHeapGrowth } from '../services/sheets/boundedHeapGrowth';
import { writeCsvOf } from '../services/sheets/csvWriter';
import type { CellValue } from '../services/sheets/sheetRows';
import { writeSheet } from '../services/sheets/sheetWriter';

/** The whole UI catalog: the headings and words are the screens' own. */
const translate = translatorOf({ ru, en });

/** The query's names that are the export's own; the others are the list's filters. */
const OWN = new Set(['format', 'sort', 'order', 'columns']);

/** A column of the workbook, as wide as its heading within bounds (in characters). */
const sheetColumn = (header: string) => ({ header, width: Math.min(Math.max(header.length + 2, 12), 40) });

/** The sheet's name: the list's, without the characters Excel refuses there, at most 31 long. */
const sheetName = (lang: Lang, resource: string) =>
  translate(lang, `resources.${resource}.name`, { smart_count: 2 })
    .replace(/[[\]:*?/\\]/g, ' ')
    .slice(0, 31);

/** Bytes the answer holds for the socket: the writers wait on it (back-pressure), and with Node's
 * 16 kB every 64 kB of CSV waited for the client to read before the next was made, so that making
 * and sending never overlapped. */
const BODY_BUFFER = 1 << 20;

const CONTENT_TYPES: Record<ExportFormat, string> = { csv: CSV, xlsx: XLSX };

/** The records read, the first batch already read; the reading is ended (its connection closed)
 * also when the writing stops early. */
async function* recordsOf(first: ListRecord[], rest: AsyncGenerator<ListRecord[]>): AsyncGenerator<ListRecord[]> {
  try {
    yield first;
    yield* rest;
  } finally {
    await rest.return(undefined);
  }
}

/** Each record's cells, for the workbook's rows. */
async function* rowsOf(records: AsyncGenerator<ListRecord[]>, columns: ExportColumn[]): AsyncGenerator<CellValue[][]> {
  const row = (record: ListRecord) => columns.map((column) => column.value(record));
  for await (const batch of records) yield batch.map(row);
}

export default async function exportRoutes(app: FastifyInstance) {
  const lists = new Map(
    (await loadDeclaredScreens()).filter(isResource).map((screen) => [screen.config.name, screen as ResourceDefinition] as const),
  );
  const listCalls = new Map<string, Declared>();
  for (const set of await loadDeclaredCallSets())
    for (const call of Object.values(set.calls) as Declared[])
      if ([call.resource ?? []].flat().includes('getList')) for (const resource of setResources(set)) listCalls.set(resource, call);

  registerCalls(app, exportCalls, {
    exportList: async (request, reply) => {
      const { resource } = request.params;
      const screen = lists.get(resource);
      const call = listCalls.get(resource);
      if (!screen || !call || !screen.config.list.columns) throw new ApiError(404, 'server.export.unknownList');
      const roles = request.user?.roles ?? [];
      if (!screen.config.roles.some((role) => roles.includes(role))) throw new ApiError(403, 'server.export.forbidden');
      const {
        format,
        sort,
        order,
        columns: chosen,
        ...query
      } = request.query as Record<string, unknown> & {
        format: ExportFormat;
        sort?: string;
        order?: string;
        columns?: string;
      };
      const filter = Object.fromEntries(Object.entries(query).filter(([name]) => !OWN.has(name)));
      const lang: Lang = request.lang === 'en' ? 'en' : 'ru';
      const columns = exportColumns(screen.config, lang, translate, chosen?.split(',').filter(Boolean));
      const { joins } = screen.config.list;
      const references = await referencesOf(app, request, joins, (name) => listCalls.get(name));
      const batches = exportBatches(app, request, resource, call, filter, sort ? { field: sort, order: order ?? 'ASC' } : undefined, {
        joins,
        references,
        lang,
      });
      let first: IteratorResult<ListRecord[]>;
      try {
        first = await batches.next();
      } catch (error) {
        if (!(error instanceof ListRefused)) throw error;
        return reply.code(error.statusCode).type('application/json; charset=utf-8').send(error.body);
      }
      const records = recordsOf(first.done ? [] : first.value, batches);
      const headings = columns.map((column) => column.heading);
      const body = new PassThrough({ highWaterMark: BODY_BUFFER });
      // A workbook's rows wait for its compressor: its heap is kept within bounds as the report's
      // is. A CSV's records are garbage once their line is made, and the bound's full collections
      // (one before the first row) made its download cost more CPU for no lower peak
      // (docs/decisions.md "Export what the list shows", fourth correction).
      const write =
        format === 'csv'
          ? writeCsvOf(
              body,
              headings,
              records,
              columns.map((column) => column.value),
            )
          : withBoundedHeapGrowth(() => writeSheet(body, sheetName(lang, resource), headings.map(sheetColumn), rowsOf(records, columns)));
      write.then(
        (count) => request.log.info({ resource, format, rows: count }, 'list exported'),
        (error) => {
          request.log.error({ err: error, resource }, 'list export cut short');
          body.destroy(error);
        },
      );
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .headers({
          'content-type': CONTENT_TYPES[format],
          'content-disposition': `attachment; filename="${resource}-${day}.${format}"`,
          'x-content-type-options': 'nosniff',
        })
        .send(body);
    },
  });
}
