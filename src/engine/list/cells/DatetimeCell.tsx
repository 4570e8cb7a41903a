// A moment (milliseconds) as a short date and time in the UI language: 27.11.2026, 12:00.
import { useRecordContext } from 'react-admin';
import { localizedPath } from '../../../../common/resource';
import { valueAt } from '../../../../dataProvider/clientList';
import type { CellEntry } from './types';

const FORMATS = {
  ru: new Intl.DateTimeFormat('ru-RU', { dateStyle: 'short', timeStyle: 'short' }),
  en: new Intl.DateTimeFormat('en-GB', { dateStyle: 'short', timeStyle: 'short' }),
} as const;

function Moment({ path, lang }: { path: string; lang: keyof typeof FORMATS }) {
  const value = valueAt(useRecordContext(), path);
  return typeof value === 'number' && value ? <span style={{ whiteSpace: 'nowrap' }}>{FORMATS[lang].format(value)}</span> : null;
}

export const cell: CellEntry = {
  name: 'datetime',
  render: (column, lang) => <Moment path={localizedPath(column.source, lang)} lang={lang} />,
};
