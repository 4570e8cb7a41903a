// The columns of a list's export (issue 27 point 2): what the list's table shows (the leading
// columns, the title, the declared columns, the toggles), each with its heading in the user's
// language and its value as text, a number or a moment, read from the records as the list's cells
// read them. A column is exported when its cell shows a value that has a text: those in VALUE_TEXT
// below. A resource's own cells (a clinic's state and completion marks, a row's buttons) draw more
// than a value and are left out (docs/decisions.md "Export what the list shows"). Columns the person
// hid with the column chooser are left out too (issue 27 point 4).
import { EDIT_LANGS, type Lang } from '../../../common/lang';
import { isShown } from '../../../common/listColumns';
import { firstReaderAt, readerAt, titleOf } from '../../../common/listPage';
import { type MessageOptions, paramReader, paramText } from '../../../common/messageParams';
import { type RecordTests, tester } from '../../../common/recordTests';
import { type ColumnSpec, fieldLabelKey, localizedPath, type ResourceConfig, titlePaths, titleSource } from '../../../common/resource';
import type { Translate } from '../../../i18n/interpolate';
import { minuteText } from '../sheets/minuteText';
import type { CellValue } from '../sheets/sheetRows';

type Row = Record<string, unknown>;
/** The session's language and words: its translator, and yes and no as its boolean cells say them. */
type Words = { lang: Lang; t: Translate; yes: string; no: string };
/** A column's value of a record. */
type Value = (record: Row) => CellValue;
/** A cell's value, made once per column: what a cell reads and says (its paths in the session's
 * language, its choices, its lines) is worked out before the first row, not for each of them. */
type ValueText = (column: ColumnSpec, words: Words) => Value;

export type ExportColumn = { heading: string; value: Value };

/** The column's path in the session's language, as a reader of its first filled alternative (made
 * once: the same paths of 100k records are read). */
const pathOf = (column: ColumnSpec, { lang }: Words) => firstReaderAt(localizedPath(column.source, lang));
const keyOf = (column: ColumnSpec) => column.options?.key as ((code: string) => string) | undefined;
const yesNo = (value: unknown, words: Words) => (value ? words.yes : words.no);
const NOTHING: Value = () => null;

/** A plain value: text and numbers as they are, a list of them comma-separated. */
function plain(value: unknown, words: Words): CellValue {
  if (value === undefined || value === null) return null;
  if (typeof value === 'number' || typeof value === 'string') return value;
  if (typeof value === 'boolean') return yesNo(value, words);
  if (Array.isArray(value)) return value.filter((item) => typeof item !== 'object').join(', ');
  return null;
}

/** A plain value at the column's path. */
const plainAt: ValueText = (column, words) => {
  const read = pathOf(column, words);
  return (record) => plain(read(record), words);
};

/** A catalog message filled with the record's values as its cell fills it (common/messageParams.ts
 * messageParams: the fixed parameters, then each value, worded where `words` says). An export
 * fills the same few (a count, a name) for most rows: each text is kept under its values, one map
 * per value in turn (a key text built and hashed per row cost a fifth of the columns). */
const message: ValueText = (column, { lang, t }) => {
  const options = column.options as unknown as MessageOptions;
  const word = (key: string, params: Record<string, unknown>) => t(lang, key, params as Record<string, string | number>);
  const values = Object.entries(options.values ?? {}).map(([name, path]) => ({ name, read: paramReader(path, options.joins?.[name]) }));
  const fill = (found: readonly unknown[]) => {
    const params: Record<string, unknown> = { ...options.params };
    values.forEach(({ name }, i) => {
      params[name] = paramText(options, name, found[i], word);
    });
    return t(lang, options.message, params as Record<string, string | number>);
  };
  const made = new Map<unknown, unknown>();
  let kept = 0;
  if (values.length === 1) {
    // Most messages fill one value (a count, a name): its text under it, with no array per row.
    const [{ read }] = values;
    return (record) => {
      const found = read(record);
      let text = made.get(found) as string | undefined;
      if (text === undefined) {
        text = fill([found]);
        if (kept++ < 50_000) made.set(found, text);
      }
      return text;
    };
  }
  return (record) => {
    const found = values.map(({ read }) => read(record));
    let node = made;
    for (let i = 0; i < found.length - 1; i++) {
      let next = node.get(found[i]) as Map<unknown, unknown> | undefined;
      if (!next) {
        next = new Map();
        node.set(found[i], next);
      }
      node = next;
    }
    const last = found[found.length - 1];
    let text = node.get(last) as string | undefined;
    if (text === undefined) {
      text = fill(found);
      // Bounded, as the values are the data's.
      if (kept++ < 50_000) node.set(last, text);
    }
    return text;
  };
};

/** A code's catalog text (a chip's, a label's), kept per code: the same few codes fill every row. */
function codeText(key: ((code: string) => string) | undefined, { lang, t }: Words): (code: unknown) => string {
  const made = new Map<unknown, string>();
  return (code) => {
    let text = made.get(code);
    if (text === undefined) {
      text = key ? t(lang, key(String(code))) : String(code);
      if (made.size < 10_000) made.set(code, text);
    }
    return text;
  };
}

/** Each cell that shows a value, as that value (src/engine/list/cells). */
const VALUE_TEXT: Readonly<Record<string, ValueText>> = {
  text: plainAt,
  /** What the link reads (its `text` field: a document's name), else its address. */
  link: (column, words) => {
    const text = column.options?.text;
    if (typeof text !== 'string') return plainAt(column, words);
    const read = readerAt(text);
    return (record) => plain(read(record), words);
  },
  bytes: plainAt,
  count: (column, words) => {
    const read = pathOf(column, words);
    return (record) => {
      const items = read(record);
      return Array.isArray(items) ? items.length : 0;
    };
  },
  datetime: (column, words) => {
    const read = pathOf(column, words);
    return (record) => {
      const moment = read(record);
      return typeof moment === 'number' && moment ? new Date(moment) : null;
    };
  },
  boolean: (column, words) => {
    const read = pathOf(column, words);
    return (record) => yesNo(read(record), words);
  },
  choice: (column, words) => {
    const read = pathOf(column, words);
    const names = new Map<string, string>();
    for (const choice of column.choices?.(words.lang) ?? []) if (!names.has(String(choice.id))) names.set(String(choice.id), choice.name);
    return (record) => {
      const value = read(record);
      return names.get(String(value)) ?? plain(value, words);
    };
  },
  chip: (column, words) => {
    const read = pathOf(column, words);
    const text = codeText(keyOf(column), words);
    return (record) => {
      const value = read(record);
      return value === undefined || value === null || value === '' ? null : text(value);
    };
  },
  labels: (column, words) => {
    const read = pathOf(column, words);
    const text = codeText(keyOf(column), words);
    return (record) => [read(record) ?? []].flat().map(text).join(', ');
  },
  names: (column, words) => {
    const read = pathOf(column, words);
    return (record) => {
      const items = read(record);
      return Array.isArray(items)
        ? items
            .map((item) => String((item as { name?: unknown }).name ?? ''))
            .filter(Boolean)
            .join(', ')
        : null;
    };
  },
  message,
  /** The languages the flag is on in ("RU, EN"). */
  langToggles: (column) => {
    const flag = String(column.options?.flag ?? column.source);
    const flags = EDIT_LANGS.map((lang) => ({ lang, read: firstReaderAt(flag.replaceAll('{LANG}', lang)) }));
    return (record) =>
      flags
        .filter(({ read }) => read(record))
        .map(({ lang }) => lang)
        .join(', ');
  },
  /** The lines the record shows (those whose `when` it passes), one after another. */
  lines: (column, words) => {
    const lines = ((column.options?.lines ?? []) as (ColumnSpec & { when?: RecordTests })[]).map((line) => ({
      when: line.when && tester(line.when),
      value: valueText(line, words),
    }));
    return (record) => {
      let text = '';
      for (const { when, value } of lines) {
        if (when && !when(record)) continue;
        const shown = value(record);
        if (shown === null || shown === '') continue;
        text += `${text ? ' · ' : ''}${shown instanceof Date ? minuteText(shown) : String(shown)}`;
      }
      return text;
    };
  },
};

const valueText = (column: ColumnSpec, words: Words): Value => VALUE_TEXT[column.display ?? 'text']?.(column, words) ?? NOTHING;

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
  const words: Words = { lang, t, yes: t(lang, 'ra.boolean.true'), no: t(lang, 'ra.boolean.false') };
  const label = (source: string) => t(lang, fieldLabelKey(config.name, source));
  const shown = (source: string) => isShown(config, chosen, source);
  const ofColumn = (column: ColumnSpec): ExportColumn[] =>
    exportable(column) && shown(column.source)
      ? [{ heading: column.label ? t(lang, column.label) : label(column.source), value: valueText(column, words) }]
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
      .map((toggle) => {
        const read = readerAt(toggle.source);
        return { heading: label(toggle.source), value: (record: Row) => yesNo(read(record), words) };
      }),
  ];
}
