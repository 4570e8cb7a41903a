// A plain table of records for screens with their own columns (clinics, agents): one row per
// record, each cell rendered inside the record's context, a progress bar while the page loads.
// A table wider than the screen scrolls inside its own frame, never the page (1280x720 included),
// and its actions column stays in view at the frame's right edge.
import { LinearProgress, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { type RaRecord, RecordContextProvider, useTranslate } from 'react-admin';
import { STICKY_END } from './stickyColumn';

export interface TableColumn<R extends RaRecord> {
  key: string;
  label: string;
  render: (record: R) => ReactNode;
  /** Keeps the cell's lines unbroken (short figures such as "RU: 5 of 13"). */
  nowrap?: boolean;
  /** The row's actions: kept in view at the right while the table scrolls sideways. */
  actions?: boolean;
}

const cellStyle = <R extends RaRecord>(column: TableColumn<R>) => ({
  ...(column.nowrap && { whiteSpace: 'nowrap' }),
  ...(column.actions && STICKY_END),
});

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
      <TableContainer>
        <Table size="small">
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell key={column.key} sx={column.actions ? STICKY_END : undefined}>
                  {column.label}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((record) => (
              <RecordContextProvider key={record.id} value={record}>
                <TableRow hover data-testid="record-row">
                  {columns.map((column) => (
                    <TableCell key={column.key} sx={cellStyle(column)}>
                      {column.render(record)}
                    </TableCell>
                  ))}
                </TableRow>
              </RecordContextProvider>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {!isPending && rows.length === 0 && <Typography sx={{ p: 2 }}>{translate('app.list.empty')}</Typography>}
    </>
  );
}
