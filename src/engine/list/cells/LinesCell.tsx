// Several values of a record in one cell, each drawn by the cell it names (`options.lines`: columns,
// each shown only for the records that pass its `when`): the first as the cell's value, the others
// under it as grey captions (a lead's number, state and last change); `options.row` sets them side
// by side instead (an agent's name and its "main" mark).
import { Stack, Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { passes, type RecordTests } from '../../../../common/recordTests';
import type { ColumnSpec } from '../../../../common/resource';
import { cellFor } from '.';
import type { CellEntry } from './types';

type Line = ColumnSpec & { when?: RecordTests };

function Lines({ lines, row, lang }: { lines: readonly Line[]; row?: boolean; lang: 'ru' | 'en' }) {
  const record = useRecordContext();
  if (!record) return null;
  const shown = lines.filter((line) => !line.when || passes(line.when, record));
  return (
    <Stack direction={row ? 'row' : 'column'} spacing={row ? 1 : 0.5} sx={{ alignItems: row ? 'center' : 'flex-start' }}>
      {shown.map((line, place) => {
        const value = cellFor(line.display)(line, lang);
        const key = `${line.display}:${line.source}`;
        return row || place === 0 ? (
          <span key={key}>{value}</span>
        ) : (
          <Typography key={key} variant="caption" color="text.secondary" component="div">
            {value}
          </Typography>
        );
      })}
    </Stack>
  );
}

export const cell: CellEntry = {
  name: 'lines',
  render: (column, lang) => <Lines lines={column.options?.lines as readonly Line[]} row={Boolean(column.options?.row)} lang={lang} />,
};
