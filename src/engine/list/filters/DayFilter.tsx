// A filter of a day, kept as the time the call compares with: a range's first day as its local
// midnight (`options.edge: 'start'`), its last day as the midnight after it (`'end'`, exclusive).
// The box shows the day; the other edge's day bounds it (a range never ends before it starts).
import { TextField } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import type { FilterEntry, FilterWidgetProps } from './types';

/** Local midnight of a day written YYYY-MM-DD, `days` later; undefined for no day. */
export function midnight(day: string, days = 0): number | undefined {
  const [year, month, date] = day.split('-').map(Number);
  if (!year || !month || !date) return undefined;
  return new Date(year, month - 1, date + days).getTime();
}

/** The day (YYYY-MM-DD, local) of a time, `days` later; '' for none. */
export function dayOf(time: unknown, days = 0): string {
  if (typeof time !== 'number' && typeof time !== 'string') return '';
  const at = new Date(Number(time));
  if (Number.isNaN(at.getTime()) || time === '') return '';
  at.setDate(at.getDate() + days);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())}`;
}

function DayFilter({ filter, value, onChange }: FilterWidgetProps) {
  const translate = useTranslate();
  const { filterValues } = useListContext();
  const end = filter.options?.edge === 'end';
  // The other edge of the range: the filter named in `options.other`.
  const other = filterValues[String(filter.options?.other ?? '')];
  const shown = dayOf(value, end ? -1 : 0);
  const bound = dayOf(other, end ? 0 : -1);
  return (
    <TextField
      type="date"
      size="small"
      label={translate(filter.label)}
      value={shown}
      onChange={(event) => onChange(midnight(event.target.value, end ? 1 : 0))}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: end ? { min: bound || undefined } : { max: bound || undefined } }}
      sx={{ width: 170, my: 0 }}
    />
  );
}

export const filter: FilterEntry = { name: 'day', component: DayFilter };
