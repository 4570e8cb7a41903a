// A moment (milliseconds) as a short date and time in the UI language: 27.11.2026, 12:00, or with
// `options.medium` as the history names it (27 нояб. 2026 г., 12:00:05), with its machine-readable
// time; with `options.message` (an i18n key), that message with the moment as %{date} ("изменена
// 27.11.2026, 12:00").
import { useRecordContext, useTranslate } from 'react-admin';
import { localizedPath } from '../../../../common/resource';
import { valueAt } from '../../../../dataProvider/clientList';
import { timeText } from '../../history/historyText';
import type { CellEntry } from './types';

const FORMATS = {
  ru: new Intl.DateTimeFormat('ru-RU', { dateStyle: 'short', timeStyle: 'short' }),
  en: new Intl.DateTimeFormat('en-GB', { dateStyle: 'short', timeStyle: 'short' }),
} as const;

interface Options {
  message?: string;
  medium?: boolean;
}

function Moment({ path, lang, options }: { path: string; lang: keyof typeof FORMATS; options: Options }) {
  const translate = useTranslate();
  const value = valueAt(useRecordContext(), path);
  if (typeof value !== 'number' || !value) return null;
  const date = options.medium ? timeText(value, lang) : FORMATS[lang].format(value);
  return (
    <time dateTime={new Date(value).toISOString()} style={{ whiteSpace: 'nowrap' }}>
      {options.message ? translate(options.message, { date }) : date}
    </time>
  );
}

export const cell: CellEntry = {
  name: 'datetime',
  render: (column, lang) => <Moment path={localizedPath(column.source, lang)} lang={lang} options={(column.options ?? {}) as Options} />,
};
