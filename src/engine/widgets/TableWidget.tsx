// A field holding a list of records as a read-only table (a clinic's OMS procedures): `columns` (a
// field, an i18n heading, `nowrap`), `count` (%{count}: the `total` field, else the rows), `empty`.
import { Alert, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { WidgetEntry, WidgetProps } from './types';

interface Column {
  source: string;
  label: string;
  nowrap?: boolean;
}

interface Options {
  columns: readonly Column[];
  count?: string;
  total?: string;
  empty?: string;
}

export function TableWidget({ field, label }: WidgetProps) {
  const translate = useTranslate();
  const { columns, count, total, empty } = field.options as unknown as Options;
  const value: unknown = useWatch({ name: field.source });
  const counted: unknown = useWatch({ name: total ?? field.source });
  const rows = Array.isArray(value) ? (value as Record<string, unknown>[]) : [];
  if (rows.length === 0 && empty) return <Alert severity="info">{translate(empty)}</Alert>;
  return (
    <Stack spacing={1}>
      {count && <Typography>{translate(count, { count: total ? Number(counted) : rows.length })}</Typography>}
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.source}>{translate(column.label)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {/* Rows need not have an id (a code may repeat under another name): their values make the key. */}
          {rows.map((row) => (
            <TableRow key={JSON.stringify(columns.map((column) => row[column.source]))}>
              {columns.map((column) => (
                <TableCell key={column.source} sx={column.nowrap ? { whiteSpace: 'nowrap' } : undefined}>
                  {String(row[column.source] ?? '')}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Stack>
  );
}

export const widget: WidgetEntry = { name: 'table', component: TableWidget };
