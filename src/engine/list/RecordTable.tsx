// A plain table of records for screens with their own columns (clinics, agents): one row per
// record, each cell rendered inside the record's context, a progress bar while the page loads.
import { LinearProgress, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { type RaRecord, RecordContextProvider, useTranslate } from 'react-admin';

export interface TableColumn<R extends RaRecord> {
  key: string;
  label: string;
  render: (record: R) => ReactNode;
  /** Keeps the cell's lines unbroken (short figures such as "RU: 5 of 13"). */
  nowrap?: boolean;
}

interface Props<R extends RaRecord> {
  columns: readonly TableColumn<R>[];
  rows: readonly R[];
  isPending: boolean;
  isFetching?: boolean;
}

export function RecordTable<R extends RaRecord>({ columns, rows, isPending, isFetching }: Props<R>) {
  const translate = useTranslate();
  return (
    <>
      {isFetching ? <LinearProgress /> : <LinearProgress variant="determinate" value={0} sx={{ visibility: 'hidden' }} />}
      <Table size="small">
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.key}>{column.label}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((record) => (
            <RecordContextProvider key={record.id} value={record}>
              <TableRow hover data-testid="record-row">
                {columns.map((column) => (
                  <TableCell key={column.key} sx={column.nowrap ? { whiteSpace: 'nowrap' } : undefined}>
                    {column.render(record)}
                  </TableCell>
                ))}
              </TableRow>
            </RecordContextProvider>
          ))}
        </TableBody>
      </Table>
      {!isPending && rows.length === 0 && <Typography sx={{ p: 2 }}>{translate('app.list.empty')}</Typography>}
    </>
  );
}
