// A state as a small outlined chip (an employee's ACTIVE, PENDING, DISABLED): named by the i18n key
// `options.key(value)`, coloured by `options.colors[value]` (a theme colour); `options.filled` fills
// it (a lead's state), `options.hint` (an i18n key) explains it on hover (a catalogue document's).
import { Chip, type ChipProps, Tooltip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { localizedPath } from '../../../../common/resource';
import { valueAt } from '../../../../dataProvider/clientList';
import type { CellEntry } from './types';

interface Options {
  key: (value: string) => string;
  colors?: Readonly<Record<string, ChipProps['color']>>;
  filled?: boolean;
  hint?: string;
}

function StateChip({ path, options }: { path: string; options: Options }) {
  const translate = useTranslate();
  const value = valueAt(useRecordContext(), path);
  if (value === undefined || value === null || value === '') return null;
  const code = String(value);
  const chip = (
    <Chip
      size="small"
      variant={options.filled ? 'filled' : 'outlined'}
      color={options.colors?.[code] ?? 'default'}
      label={translate(options.key(code))}
    />
  );
  return options.hint ? <Tooltip title={translate(options.hint)}>{chip}</Tooltip> : chip;
}

export const cell: CellEntry = {
  name: 'chip',
  render: (column, lang) => <StateChip path={localizedPath(column.source, lang)} options={column.options as unknown as Options} />,
};
