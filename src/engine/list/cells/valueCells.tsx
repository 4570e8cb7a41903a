// The cells that show one value of the record: react-admin's own fields of it, and formatters
// (recordFormat.tsx) of the value at the column's path in the UI language (`name.{LANG}`), given
// the column's options, the UI language and the catalog.
// A cell with more to it than a format (a reference read, a lightbox, a link or a picture filled
// from other fields of the record) is a `*Cell.tsx` file of its own.
import { Chip, type ChipProps, Tooltip } from '@mui/material';
import type { ReactNode } from 'react';
import { BooleanField, ChipField, ReferenceArrayField, SelectField, SingleFieldList, type TranslateFunction } from 'react-admin';
import { type ColumnSpec, localizedPath } from '../../../../common/resource';
import { valueAt } from '../../../../dataProvider/clientList';
import { timeText } from '../../history/historyText';
import { formatBytes } from '../../parts/formatBytes';
import { optionText } from './optionText';
import { recordCell } from './recordFormat';
import type { CellEntry } from './types';

type Lang = 'ru' | 'en';
type Format = (value: unknown, column: ColumnSpec, lang: Lang, translate: TranslateFunction) => ReactNode;
/** The option that names a code's i18n key (`options.key`: a role's, a state's). */
const keyOf = (column: ColumnSpec) => column.options?.key as (code: string) => string;

const NOWRAP = { whiteSpace: 'nowrap' } as const;
const MOMENTS = {
  ru: new Intl.DateTimeFormat('ru-RU', { dateStyle: 'short', timeStyle: 'short' }),
  en: new Intl.DateTimeFormat('en-GB', { dateStyle: 'short', timeStyle: 'short' }),
} as const;
const filled = (value: unknown) => value !== undefined && value !== null && value !== '';

const formats: Readonly<Record<string, Format>> = {
  /** A size in bytes for people ("850 КБ", "2,3 МБ"), on one line; `options.base` 1000 counts kB
   * of 1000 bytes (the documents' sizes), 1024 by default. */
  bytes: (bytes, column, lang) =>
    typeof bytes === 'number' && <span style={NOWRAP}>{formatBytes(bytes, lang, column.options?.base as 1000 | 1024 | undefined)}</span>,
  /** How many items a list of the record holds (a promo's banners). */
  count: (items) => (Array.isArray(items) ? items.length : 0),
  /** A moment (milliseconds) as a short date and time (27.11.2026, 12:00), or with
   * `options.medium` as the history names it (27 нояб. 2026 г., 12:00:05), with its machine-readable
   * time; with `options.message` (an i18n key), that message with the moment as %{date} ("изменена
   * 27.11.2026, 12:00"). */
  datetime: (moment, column, lang, translate) => {
    if (typeof moment !== 'number' || !moment) return null;
    const date = column.options?.medium ? timeText(moment, lang) : MOMENTS[lang].format(moment);
    const message = column.options?.message as string | undefined;
    return (
      <time dateTime={new Date(moment).toISOString()} style={NOWRAP}>
        {message ? translate(message, { date }) : date}
      </time>
    );
  },
  /** Codes (an employee's roles), each named by the key `options.key(code)`, comma-separated. */
  labels: (codes, column, _lang, translate) =>
    [codes ?? []]
      .flat()
      .map((code) => translate(keyOf(column)(String(code))))
      .join(', '),
  /** The names of a list of { id, name } (a holder's clinics), comma-separated; `options.empty`
   * is the key shown when it holds none. */
  names: (items, column, _lang, translate) => {
    const names = Array.isArray(items) ? items.map((item) => String((item as { name?: unknown }).name ?? '')).filter(Boolean) : [];
    const empty = column.options?.empty as string | undefined;
    return names.length ? names.join(', ') : empty ? translate(empty) : '';
  },
  /** A state as a small chip (an employee's ACTIVE): named by the key `options.key(value)`,
   * coloured by `options.colors[value]` (a theme colour), outlined unless `options.filled` (a lead's
   * state); `options.hint` (an i18n key) explains it on hover (a catalogue document's). */
  chip: (state, column, _lang, translate) => {
    if (!filled(state)) return null;
    const colors = column.options?.colors as Readonly<Record<string, ChipProps['color']>> | undefined;
    const hint = column.options?.hint as string | undefined;
    const chip = (
      <Chip
        size="small"
        variant={column.options?.filled ? 'filled' : 'outlined'}
        color={colors?.[String(state)] ?? 'default'}
        label={translate(keyOf(column)(String(state)))}
      />
    );
    return hint ? <Tooltip title={translate(hint)}>{chip}</Tooltip> : chip;
  },
};

/** The cells that are react-admin's own fields of the column's source: a yes/no mark, an
 * enumeration's name in the UI language, and the names of the records a list of ids points at,
 * as chips. */
const fields: readonly CellEntry[] = [
  { name: 'boolean', render: (column) => <BooleanField source={column.source} /> },
  { name: 'choice', render: (column, lang) => <SelectField source={column.source} choices={column.choices?.(lang) ?? []} /> },
  {
    name: 'references',
    render: (column, lang) => (
      <ReferenceArrayField source={column.source} reference={column.reference ?? ''}>
        <SingleFieldList linkType={false}>
          <ChipField source={optionText(column, lang)} size="small" />
        </SingleFieldList>
      </ReferenceArrayField>
    ),
  },
];

export const valueCells: readonly CellEntry[] = [
  ...fields,
  ...Object.entries(formats).map(([name, format]) =>
    recordCell(name, (record, { column, lang, translate }) =>
      format(valueAt(record, localizedPath(column.source, lang)), column, lang, translate),
    ),
  ),
];
