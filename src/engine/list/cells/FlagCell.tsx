// A record's yes/no shown, not changed: a disabled checkbox (or with `options.switch` a switch) named
// by `options.name` (%{name}: the value at `named`, in a host's edit language).
import { Checkbox, Switch } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { editLangOf } from '../../../../common/lang';
import type { ColumnSpec } from '../../../../common/resource';
import { valueAt } from '../../../../dataProvider/clientList';
import { useHost } from '../../host/hostContext';
import { firstFilled } from '../../parts/nameIn';
import type { CellEntry } from './types';

function Flag({ column, lang }: { column: ColumnSpec; lang: 'ru' | 'en' }) {
  const translate = useTranslate();
  const record = useRecordContext();
  const editLang = useHost()?.lang ?? editLangOf(lang);
  if (!record) return null;
  const { name = '', named = '', switch: toggle } = (column.options ?? {}) as { name?: string; named?: string; switch?: boolean };
  const label = translate(name, { name: String(firstFilled(record, named, editLang) ?? '') });
  const Control = toggle ? Switch : Checkbox;
  return <Control checked={valueAt(record, column.source) === true} disabled slotProps={{ input: { 'aria-label': label } }} />;
}

export const cell: CellEntry = { name: 'flag', render: (column, lang) => <Flag column={column} lang={lang} /> };
