// The columns of a list's export (issue 27 point 2): what the list's table shows (the leading
// columns, the title, the declared columns, the toggles), each with its heading in the user's
// language and its value as text, a number or a moment, read from the records as the list's cells
// read them. A column is exported when its cell shows a value that has a text: those in VALUE_TEXT
// below. A resource's own cells (a clinic's state and completion marks, a row's buttons) draw more
// than a value and are left out (docs/decisions.md "Export what the list shows"). Columns the person
// hid with the column chooser are left out too (issue 27 point 4).
import { EDIT_LANGS, type Lang } from '../../../common/lang';
import { isShown } from '../../../common/listColumns';
import { firstValueAt, titleOf, valueAt } from '../../../common/listPage';
import { passes, type RecordTests } from '../../../common/recordTests';
import { type ColumnSpec, fieldLabelKey, localizedPath, type ResourceConfig, titlePaths, titleSource } from '../../../common/resource';
import type { Translate } from '../../../i18n/interpolate';
import type { CellValue } from '../sheets/sheetRows';

type Row = Record<string, unknown>;
type Words = { lang: Lang; t: Translate };
type ValueText = (column: ColumnSpec, record: Row, words: Words) => CellValue;

export type ExportColumn = { heading: string; value: (record: Row) => CellValue };

const at = (column: ColumnSpec, record: Row, { lang }: Words) => firstValueAt(record, localizedPath(column.source, lang));
const keyOf = (column: ColumnSpec) => column.options?.key as ((code: string) => string) | undefined;
const yesNo = (value: unknown, { lang, t }: Words) => t(lang, value ? 'ra.boolean.true' : 'ra.boolean.false');

/** A plain value: text and numbers as they are, a list of them comma-separated. */
function plain(value: unknown, words: Words): CellValue {
  if (value === undefined || value === null) return null;
  if (typeof value === 'number' || typeof value === 'string') return value;
  if (typeof value === 'boolean') return yesNo(value, words);
  if (Array.isArray(value)) return value.filter((item) => typeof item !== 'object').join(', ');
  return null;
}

/** A catalog message filled with the record's values (src/engine/list/cells/MessageCell.tsx). */
function message(column: ColumnSpec, record: Row, { lang, t }: Words): string {
  const options = column.options as { message: string; values?: Record<string, string>; words?: Record<string, string> };
  const params = Object.fromEntries(
    Object.entries(options.values ?? {}).map(([name, path]) => {
      const found = valueAt(record, path);
      const value = Array.isArray(found) ? found.length : (found ?? '');
      const word = options.words?.[name];
      return [
        name,
        word
          ? t(lang, word.replace('{value}', String(value)), { _: String(value), ...(typeof value === 'number' && { smart_count: value }) })
          : value,
      ];
    }),
  );
  return t(lang, options.message, params as Record<string, string | number>);
}

/** Each cell that shows a value, as that value (src/engine/list/cells). */
const VALUE_TEXT: Readonly<Record<string, ValueText>> = {
  text: (column, record, words) => plain(at(column, record, words), words),
  /** What the link reads (its `text` field: a document's name), else its address. */
  link: (column, record, words) => {
    const text = column.options?.text;
    return plain(typeof text === 'string' ? valueAt(record, text) : at(column, record, words), words);
  },
  bytes: (column, record, words) => plain(at(column, record, words), words),
  count: (column, record, words) => {
    const items = at(column, record, words);
    return Array.isArray(items) ? items.length : 0;
  },
  datetime: (column, record, words) => {
    const moment = at(column, record, words);
    return typeof moment === 'number' && moment ? new Date(moment) : null;
  },
  boolean: (column, record, words) => yesNo(at(column, record, words), words),
  choice: (column, record, words) => {
    const value = at(column, record, words);
    return column.choices?.(words.lang).find((choice) => String(choice.id) === String(value))?.name ?? plain(value, words);
  },
  chip: (column, record, words) => {
    const value = at(column, record, words);
    const key = keyOf(column);
    return value === undefined || value === null || value === '' ? null : key ? words.t(words.lang, key(String(value))) : String(value);
  },
  labels: (column, record, words) => {
    const key = keyOf(column);
    return [at(column, record, words) ?? []]
      .flat()
      .map((code) => (key ? words.t(words.lang, key(String(code))) : String(code)))
      .join(', ');
  },
  names: (column, record, words) => {
    const items = at(column, record, words);
    return Array.isArray(items)
      ? items
          .map((item) => String((item as { name?: unknown }).name ?? ''))
          .filter(Boolean)
          .join(', ')
      : null;
  },
  message,
  /** The languages the flag is on in ("RU, EN"). */
  langToggles: (column, record) => {
    const flag = String(column.options?.flag ?? column.source);
    return EDIT_LANGS.filter((lang) => firstValueAt(record, flag.replaceAll('{LANG}', lang))).join(', ');
  },
  /** The lines the record shows (those whose `when` it passes), one after another. */
  lines: (column, record, words) =>
    ((column.options?.lines ?? []) as (ColumnSpec & { when?: RecordTests })[])
      .filter((line) => !line.when || passes(line.when, record))
      .map((line) => valueText(line, record, words))
      .filter((value) => value !== null && value !== '')
      .map((value) => (value instanceof Date ? value.toISOString().slice(0, 16).replace('T', ' ') : String(value)))
      .join(' · '),
};

const valueText = (column: ColumnSpec, record: Row, words: Words): CellValue =>
  VALUE_TEXT[column.display ?? 'text']?.(column, record, words) ?? null;

/** Whether the export writes the column: its cell shows a value. */
export const exportable = (column: ColumnSpec) => (column.display ?? 'text') in VALUE_TEXT;

/** Messages kept once made: an export fills the same few (a count, a name) for every row, and the
 * look-up and interpolation were a fifth of its time. Bounded, as the names are the data's. */
function remembered(t: Translate): Translate {
  const made = new Map<string, string>();
  return (lang, key, params) => {
    let id = `${lang}\u0000${key}`;
    for (const name in params) id += `\u0000${name}\u0001${params[name]}`;
    let text = made.get(id);
    if (text === undefined) {
      text = t(lang, key, params);
      if (made.size < 50_000) made.set(id, text);
    }
    return text;
  };
}

/** The export's columns of a list in the user's language, in its table's order: those the person
 * shows (`chosen`, the column chooser's names, common/listColumns.ts), all when none are chosen. */
export function exportColumns(config: ResourceConfig, lang: Lang, translate: Translate, chosen?: readonly string[]): ExportColumn[] {
  const t = remembered(translate);
  const words = { lang, t };
  const label = (source: string) => t(lang, fieldLabelKey(config.name, source));
  const shown = (source: string) => isShown(config, chosen, source);
  const ofColumn = (column: ColumnSpec): ExportColumn[] =>
    exportable(column) && shown(column.source)
      ? [{ heading: column.label ? t(lang, column.label) : label(column.source), value: (record) => valueText(column, record, words) }]
      : [];
  const { leading = [], columns, toggles = [], titleDisplay, titleOptions } = config.list;
  const paths = titlePaths(config, lang);
  const title = titleDisplay
    ? ofColumn({ source: titleSource(config), display: titleDisplay, options: titleOptions })
    : shown(titleSource(config))
      ? [{ heading: label(titleSource(config)), value: (record: Row) => titleOf(paths, record) }]
      : [];
  return [
    ...leading.flatMap(ofColumn),
    ...title,
    ...columns.flatMap(ofColumn),
    ...toggles
      .filter((toggle) => shown(toggle.source))
      .map((toggle) => ({ heading: label(toggle.source), value: (record: Row) => yesNo(valueAt(record, toggle.source), words) })),
  ];
}
