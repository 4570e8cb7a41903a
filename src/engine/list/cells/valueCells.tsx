// The cells that show one value of the record: react-admin's own fields, and formatters of the value at
// the column's path in the UI language. A cell with more to it is a `*Cell.tsx` file of its own.
import { Box, Chip, type ChipProps, Stack, Tooltip } from '@mui/material';
import type { ReactNode } from 'react';
import { BooleanField, ChipField, ReferenceArrayField, SelectField, SingleFieldList, type TranslateFunction } from 'react-admin';
import { type LanguageMarks, marksState } from '../../../../common/completion';
import { EDIT_LANGS } from '../../../../common/lang';
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
/** A day the wire means in UTC (an article's publication). */
const DAYS = { ru: new Intl.DateTimeFormat('ru-RU', { timeZone: 'UTC' }), en: new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC' }) };
const filled = (value: unknown) => value !== undefined && value !== null && value !== '';

const formats: Readonly<Record<string, Format>> = {
  /** A size in bytes for people ("850 КБ", "2,3 МБ"), on one line; `options.base` 1000 counts kB
   * of 1000 bytes (the documents' sizes), 1024 by default. */
  bytes: (bytes, column, lang) =>
    typeof bytes === 'number' && <span style={NOWRAP}>{formatBytes(bytes, lang, column.options?.base as 1000 | 1024 | undefined)}</span>,
  /** How many items a list of the record holds (a promo's banners). */
  count: (items) => (Array.isArray(items) ? items.length : 0),
  /** A moment (milliseconds) as a short date and time (27.11.2026, 12:00), or with
   * `options.medium` as the history names it (27 нояб. 2026 г., 12:00:05), or with `options.day` the
   * UTC day alone (27.11.2026), with its machine-readable time; with `options.message` (an i18n key), that message with the moment as %{date} ("изменена
   * 27.11.2026, 12:00"). */
  datetime: (moment, column, lang, translate) => {
    if (typeof moment !== 'number' || !moment) return null;
    const { medium, day } = column.options ?? {};
    const date = day ? DAYS[lang].format(moment) : medium ? timeText(moment, lang) : MOMENTS[lang].format(moment);
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
  /** A file's type (a document's extension) as a page with a folded corner, labelled with the type
   * and coloured by `options.colors[type]`, else `options.other`, so that XLS and XLSX stay apart.
   * Decorative: the file's name beside it says the type. */
  fileIcon: (type, column) => {
    const { label, colour, kind } = fileIconOf(String(type ?? ''), column.options as unknown as FileIcons);
    return (
      <Box
        component="svg"
        viewBox="0 0 32 40"
        aria-hidden="true"
        data-icon={kind}
        sx={{ width: 32, height: 40, flex: 'none', display: 'block' }}
      >
        <path d="M2 0h20l10 10v28a2 2 0 0 1-2 2H2a2 2 0 0 1-2-2V2a2 2 0 0 1 2-2z" fill={colour} />
        <path d="M22 0v8a2 2 0 0 0 2 2h8z" fill="#ffffff" fillOpacity="0.45" />
        <text x="16" y="31" textAnchor="middle" fontSize={label.length > 3 ? 8 : 9} fontWeight="700" fill="#ffffff">
          {label}
        </text>
      </Box>
    );
  },
  /** A record's review marks (`completeEdit`, common/completion.ts) per edit language, a dot per
   * section of `options.sections` (name -> number): complete (green), stale (amber: the other
   * language changed after the review), not reviewed; each named by `options.label` with the
   * section's name under `options.names` and the state's under `options.states`. */
  marks: (marks, column, _lang, translate) => {
    const { sections, names, states, label } = column.options as unknown as MarkOptions;
    return (
      <Stack spacing={0.5}>
        {EDIT_LANGS.map((lang) => (
          <Stack key={lang} direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
            <Box component="span" sx={{ fontSize: 12, width: 22 }}>
              {lang}
            </Box>
            {Object.entries(sections).map(([name, section]) => {
              const state = marksState(marks as LanguageMarks | undefined, lang, section);
              const said = translate(label, { section: translate(`${names}.${name}`), lang, state: translate(`${states}.${state}`) });
              return (
                <Tooltip key={name} title={said}>
                  <Box role="img" aria-label={said} data-state={state} sx={{ ...DOT, bgcolor: MARK_COLOURS[state] }} />
                </Tooltip>
              );
            })}
          </Stack>
        ))}
      </Stack>
    );
  },
};

interface MarkOptions {
  sections: Readonly<Record<string, number>>;
  names: string;
  states: string;
  label: string;
}
const MARK_COLOURS = { complete: 'success.main', stale: 'warning.main', incomplete: 'action.disabled' } as const;
const DOT = { width: 14, height: 14, borderRadius: '50%', border: 1, borderColor: 'divider' } as const;

/** The `fileIcon` options: a colour per known type (white text on each has a contrast of at least
 * 4.5:1), and the colour of every other type. */
export interface FileIcons {
  colors: Readonly<Record<string, string>>;
  other: string;
}

/** How `fileIcon` draws `type`: a known type by its colour, any other as `other` with its own name. */
export function fileIconOf(type: string, { colors, other }: FileIcons) {
  const known = Object.hasOwn(colors, type);
  return { label: type.slice(0, 4).toUpperCase() || '?', colour: known ? colors[type] : other, kind: known ? type : 'other' };
}

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
