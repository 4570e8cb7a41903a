// A catalog message filled with the record's values: `options.message` (an i18n key), `options.values`
// (each parameter's path; a list gives how many it holds: "Баннеры: 3", "2 / 1", or with
// `options.joins` naming the parameter, its items' field of that name, comma-separated: "Модули:
// MAIN, PRO"), a parameter named in `options.words` worded by that i18n key (`{value}` in it the
// value, a number also its smart_count: a lead's "Женский, 31 год"), `options.params` fixed ones
// ("RU: 5 из 13"). With `options.to`
// it links there (filled from the record, src/engine/filledPath.ts), and shows unlinked where the
// address names an empty value; `options.named` (a path: the record's title) completes the link's
// name for a screen reader, since every row's link shows the same kind of words. `options.nowrap`
// keeps it on one line (a media file's frame, 960×640px).
import { Link, type RaRecord } from 'react-admin';
import { valueAt } from '../../../../dataProvider/clientList';
import { filledPath } from '../../filledPath';
import { recordCell } from './recordFormat';

interface Options {
  message: string;
  values?: Readonly<Record<string, string>>;
  joins?: Readonly<Record<string, string>>;
  words?: Readonly<Record<string, string>>;
  params?: Readonly<Record<string, unknown>>;
  to?: string;
  named?: string;
  nowrap?: boolean;
}

const paramOf = (record: RaRecord, path: string, joined?: string) => {
  const value = valueAt(record, path);
  if (!Array.isArray(value)) return value ?? '';
  return joined ? value.map((item) => String(valueAt(item, joined) ?? '')).join(', ') : value.length;
};

export const cell = recordCell('message', (record, { column, translate }) => {
  const options = column.options as unknown as Options;
  const word = (key: string, value: unknown) =>
    translate(key.replace('{value}', String(value)), { _: String(value), ...(typeof value === 'number' && { smart_count: value }) });
  const params = Object.fromEntries(
    Object.entries(options.values ?? {}).map(([name, path]) => {
      const value = paramOf(record, path, options.joins?.[name]);
      return [name, options.words?.[name] ? word(options.words[name], value) : value];
    }),
  );
  const text = translate(options.message, { ...options.params, ...params });
  const to = options.to && filledPath(options.to, record);
  if (!to) return options.nowrap ? <span style={{ whiteSpace: 'nowrap' }}>{text}</span> : text;
  const name = options.named ? `${text} ${String(valueAt(record, options.named) ?? '')}` : undefined;
  return (
    <Link to={to} aria-label={name}>
      {text}
    </Link>
  );
});
