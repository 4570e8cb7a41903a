// A doctor's list texts in the edit language, the staff's layer over the catalogue's: the first of
// `options.fields` (the specialty), and the others under it in grey, clamped to `options.lines`
// (the short description).
import { Box, Typography } from '@mui/material';
import type { CellEntry } from '../../../src/engine/list/cells/types';
import { textsOf } from '../doctorTexts';
import { useDoctorRow } from '../useDoctorRow';

function DoctorTexts({ fields, lines }: { fields: readonly string[]; lines: number }) {
  const { doctor, lang } = useDoctorRow();
  const texts = (doctor && (textsOf(doctor, lang) as Record<string, unknown> | null)) ?? {};
  const [first, ...rest] = fields.map((field) => (typeof texts[field] === 'string' ? (texts[field] as string) : ''));
  return (
    <Box sx={{ maxWidth: 220, minWidth: 140 }}>
      <Typography variant="body2">{first}</Typography>
      {rest.map((text, index) => (
        <Typography
          // The fields are fixed by the declaration: their places are their keys.
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list
          key={index}
          variant="body2"
          color="text.secondary"
          sx={{ display: '-webkit-box', WebkitLineClamp: lines, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
        >
          {text}
        </Typography>
      ))}
    </Box>
  );
}

export const cell: CellEntry = {
  name: 'doctorText',
  render: (column) => (
    <DoctorTexts fields={(column.options?.fields as string[] | undefined) ?? [column.source]} lines={Number(column.options?.lines ?? 3)} />
  ),
};
