// Several values of a record in one cell, each by the cell it names (`options.lines`, each with its
// `when`): the first as the value, the others as grey captions under it (`row`: side by side; `lead`
// lines are values before the captions). `own` names the field that makes a record one's own.
import { Stack, Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { passes, type RecordTests } from '../../../../common/recordTests';
import type { ColumnSpec } from '../../../../common/resource';
import { useSession } from '../../../auth/useSession';
import { cellFor } from '.';
import type { CellEntry } from './types';

type Line = ColumnSpec & { when?: RecordTests };

interface Options {
  lines: readonly Line[];
  row?: boolean;
  lead?: number;
  own?: string;
}

function Lines({ options: { lines, row, lead = 1, own }, lang }: { options: Options; lang: 'ru' | 'en' }) {
  const record = useRecordContext();
  const { user } = useSession();
  if (!record) return null;
  const mine = Boolean(own && user && (user as unknown as Record<string, unknown>)[own] === record[own]);
  const shown = lines.filter((line) => !line.when || passes(line.when, record, mine));
  return (
    <Stack
      direction={row ? 'row' : 'column'}
      spacing={row ? 1 : 0.5}
      useFlexGap
      sx={{ alignItems: row ? 'center' : 'flex-start', flexWrap: row ? 'wrap' : undefined }}
    >
      {shown.map((line, place) => {
        const value = cellFor(line.display)(line, lang);
        const key = `${line.display}:${line.source}`;
        return row || place < lead ? (
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
  render: (column, lang) => <Lines options={column.options as unknown as Options} lang={lang} />,
};
