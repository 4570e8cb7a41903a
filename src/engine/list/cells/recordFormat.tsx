// A cell that only formats the row's record (a lead's place, a history row's time): its file gives
// the name and the format, and the cell reads the record, the UI language and the catalog for it.
// The engine's cells that format one value of the record are such cells (valueCells.tsx).
import type { ReactNode } from 'react';
import { type RaRecord, type TranslateFunction, useRecordContext, useTranslate } from 'react-admin';
import type { ColumnSpec } from '../../../../common/resource';
import type { CellEntry } from './types';

export interface FormatContext {
  column: ColumnSpec;
  lang: 'ru' | 'en';
  translate: TranslateFunction;
}

type Format<R> = (record: R, context: FormatContext) => ReactNode;

function Formatted({ format, ...context }: Omit<FormatContext, 'translate'> & { format: Format<RaRecord> }) {
  const translate = useTranslate();
  const record = useRecordContext();
  return record ? format(record, { ...context, translate }) : null;
}

export const recordCell = <R extends RaRecord>(name: string, format: Format<R>): CellEntry => ({
  name,
  render: (column, lang) => <Formatted column={column} lang={lang} format={format as unknown as Format<RaRecord>} />,
});
