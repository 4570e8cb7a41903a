// The parameters of a catalog message filled with a record's values (a `message` cell's options,
// src/engine/list/cells/MessageCell.tsx), as the list's cell and its export (server/services/
// export/exportColumns.ts) both fill them: `values` names each parameter's path (a list gives how
// many it holds, or with `joins` naming the parameter, its items' field of that name,
// comma-separated: "Модули: MAIN, PRO"), a parameter named in `words` is worded by that i18n key
// (`{value}` in it the value, a number also its smart_count), and `params` are fixed ones
// ("RU: 5 из 13").
import { readerAt, valueAt } from './listPage';

export interface MessageOptions {
  message: string;
  values?: Readonly<Record<string, string>>;
  joins?: Readonly<Record<string, string>>;
  words?: Readonly<Record<string, string>>;
  params?: Readonly<Record<string, unknown>>;
}

/** Translates an i18n key with its options (the UI's translate, or the server's in one language). */
type Word = (key: string, options: Record<string, unknown>) => string;

/** A parameter's value: the record's value at `path`; a list's length, or its items' `joined` field. */
export function paramOf(record: unknown, path: string, joined?: string): unknown {
  const value = valueAt(record, path);
  if (!Array.isArray(value)) return value ?? '';
  return joined ? value.map((item) => String(valueAt(item, joined) ?? '')).join(', ') : value.length;
}

/** `paramOf` made once for many records (an export's column reads the same path of 100k): the
 * paths split once. */
export function paramReader(path: string, joined?: string): (record: unknown) => unknown {
  const read = readerAt(path);
  const item = joined ? readerAt(joined) : undefined;
  return (record) => {
    const value = read(record);
    if (!Array.isArray(value)) return value ?? '';
    return item ? value.map((one) => String(item(one) ?? '')).join(', ') : value.length;
  };
}

/** A parameter as the message says it: worded by its key in `words`, else as it is. */
export function paramText(options: MessageOptions, name: string, value: unknown, word: Word): unknown {
  const key = options.words?.[name];
  return key
    ? word(key.replace('{value}', String(value)), { _: String(value), ...(typeof value === 'number' && { smart_count: value }) })
    : value;
}

/** Every parameter of the message for the record, the fixed ones first. */
export function messageParams(record: unknown, options: MessageOptions, word: Word): Record<string, unknown> {
  const params: Record<string, unknown> = { ...options.params };
  for (const [name, path] of Object.entries(options.values ?? {}))
    params[name] = paramText(options, name, paramOf(record, path, options.joins?.[name]), word);
  return params;
}
