// Codes a record holds (an employee's roles), each named by the i18n key `options.key(code)`,
// comma-separated.
import { useRecordContext, useTranslate } from 'react-admin';
import { localizedPath } from '../../../../common/resource';
import { valueAt } from '../../../../dataProvider/clientList';
import type { CellEntry } from './types';

type KeyOf = (code: string) => string;

function Labels({ path, keyOf }: { path: string; keyOf: KeyOf }) {
  const translate = useTranslate();
  const codes = [valueAt(useRecordContext(), path) ?? []].flat();
  return codes.map((code) => translate(keyOf(String(code)))).join(', ');
}

export const cell: CellEntry = {
  name: 'labels',
  render: (column, lang) => <Labels path={localizedPath(column.source, lang)} keyOf={column.options?.key as KeyOf} />,
};
