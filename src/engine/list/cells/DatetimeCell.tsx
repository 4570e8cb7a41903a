// A moment (milliseconds) as a short date and time in the UI language: 27.11.2026, 12:00; with
// `options.message` (an i18n key), that message with the moment as %{date} ("изменена 27.11.2026, 12:00").
import { useRecordContext, useTranslate } from 'react-admin';
import { localizedPath } from '../../../../common/resource';
import { valueAt } from '../../../../dataProvider/clientList';
import type { CellEntry } from './types';

const FORMATS = {
  ru: new Intl.DateTimeFormat('ru-RU', { dateStyle: 'short', timeStyle: 'short' }),
  en: new Intl.DateTimeFormat('en-GB', { dateStyle: 'short', timeStyle: 'short' }),
} as const;

function Moment({ path, lang, message }: { path: string; lang: keyof typeof FORMATS; message?: string }) {
  const translate = useTranslate();
  const value = valueAt(useRecordContext(), path);
  if (typeof value !== 'number' || !value) return null;
  const date = FORMATS[lang].format(value);
  return <span style={{ whiteSpace: 'nowrap' }}>{message ? translate(message, { date }) : date}</span>;
}

export const cell: CellEntry = {
  name: 'datetime',
  render: (column, lang) => (
    <Moment path={localizedPath(column.source, lang)} lang={lang} message={column.options?.message as string | undefined} />
  ),
};
