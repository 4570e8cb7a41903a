// One of a doctor's list texts (its column's `source`: specialty, short description) in the edit
// language, the staff's layer over the catalogue's; `options.lines` clamps a long one.
import { Typography } from '@mui/material';
import type { CellEntry } from '../../../src/engine/list/cells/types';
import { textsOf } from '../doctorTexts';
import { useDoctorRow } from '../useDoctorRow';

function DoctorText({ source, lines }: { source: string; lines?: number }) {
  const { doctor, lang } = useDoctorRow();
  const text = doctor && (textsOf(doctor, lang) as Record<string, unknown> | null)?.[source];
  const clamp = lines
    ? { display: '-webkit-box', WebkitLineClamp: lines, WebkitBoxOrient: 'vertical', overflow: 'hidden', maxWidth: 240 }
    : {};
  return (
    <Typography variant="body2" color={lines ? 'text.secondary' : undefined} sx={clamp}>
      {typeof text === 'string' ? text : ''}
    </Typography>
  );
}

export const cell: CellEntry = {
  name: 'doctorText',
  render: (column) => <DoctorText source={column.source} lines={column.options?.lines as number | undefined} />,
};
