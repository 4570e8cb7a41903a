// The names of the records a record holds as a list of { id, name } (a holder's clinics), comma-
// separated; `options.empty` is the i18n key shown when it holds none.
import { useRecordContext, useTranslate } from 'react-admin';
import { localizedPath } from '../../../../common/resource';
import { valueAt } from '../../../../dataProvider/clientList';
import type { CellEntry } from './types';

function Names({ path, empty }: { path: string; empty?: string }) {
  const translate = useTranslate();
  const items = valueAt(useRecordContext(), path);
  const names = Array.isArray(items) ? items.map((item) => String((item as { name?: unknown }).name ?? '')).filter(Boolean) : [];
  return names.length ? names.join(', ') : empty ? translate(empty) : '';
}

export const cell: CellEntry = {
  name: 'names',
  render: (column, lang) => <Names path={localizedPath(column.source, lang)} empty={column.options?.empty as string | undefined} />,
};
