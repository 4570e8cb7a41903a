// A batch's CSV lines as one text, made the same way by the server's thread and by a CSV export's
// second thread (server/exportCsvWorker.ts): the records joined as the list's cells join them
// (common/rowJoins.ts, completed in place: each batch is read for the export alone), then a line
// per record (sheets/csvWriter.ts csvLineOf). One function for both, so the bytes cannot differ.
import { recordJoiner } from '../../../common/rowJoins';
import { type CsvText, csvLineOf } from '../sheets/csvWriter';
import type { ExportColumn } from './exportColumns';
import type { RowJoining } from './exportRead';
import type { ListBatch } from './listBatches';

export function csvBatchText(
  columns: readonly ExportColumn[],
  { joins, references = {}, lang }: RowJoining,
): (batch: ListBatch) => CsvText {
  const lineOf = csvLineOf(columns.map((column) => column.value));
  const join = joins && recordJoiner(joins, references as never, lang);
  return ({ records, sides }) => {
    let text = '';
    for (const record of records) text += lineOf(join ? join(record, sides as never, record) : record);
    return { text, rows: records.length };
  };
}
