// The file-type icon of a clinic's document (001 §9 "File icons": PDF, XLS, XLSX, TXT, DOC, DOCX,
// ZIP, RAR, other), the cell `fileType` of the column holding the extension: a page with a folded
// corner, coloured by family and labelled with the type, so that XLS and XLSX, DOC and DOCX stay
// apart. Decorative: the file's name beside it says the type.
import { Box } from '@mui/material';
import { useRecordContext } from 'react-admin';
import type { CellEntry } from '../../../src/engine/list/cells/types';

type Look = { label: string; colour: string };

/** White text on each colour has a contrast of at least 4.5:1. */
const FAMILY = { pdf: '#c62828', word: '#1565c0', excel: '#2e7d32', text: '#546e7a', archive: '#795548', other: '#5e5e5e' };

const ICONS: Record<string, Look> = {
  pdf: { label: 'PDF', colour: FAMILY.pdf },
  doc: { label: 'DOC', colour: FAMILY.word },
  docx: { label: 'DOCX', colour: FAMILY.word },
  xls: { label: 'XLS', colour: FAMILY.excel },
  xlsx: { label: 'XLSX', colour: FAMILY.excel },
  txt: { label: 'TXT', colour: FAMILY.text },
  zip: { label: 'ZIP', colour: FAMILY.archive },
  rar: { label: 'RAR', colour: FAMILY.archive },
};

/** The look of `fileType`; every other type gets the "other" icon with its own name on it. */
export function iconOf(fileType: string): Look & { kind: string } {
  const known = ICONS[fileType];
  if (known) return { ...known, kind: fileType };
  return { label: fileType.slice(0, 4).toUpperCase() || '?', colour: FAMILY.other, kind: 'other' };
}

function FileTypeIcon({ source }: { source: string }) {
  const fileType = String(useRecordContext()?.[source] ?? '');
  const { label, colour, kind } = iconOf(fileType);
  return (
    <Box
      component="svg"
      viewBox="0 0 32 40"
      aria-hidden="true"
      data-icon={kind}
      sx={{ width: 32, height: 40, flex: 'none', display: 'block' }}
    >
      <path d="M2 0h20l10 10v28a2 2 0 0 1-2 2H2a2 2 0 0 1-2-2V2a2 2 0 0 1 2-2z" fill={colour} />
      <path d="M22 0v8a2 2 0 0 0 2 2h8z" fill="#ffffff" fillOpacity="0.45" />
      <text
        x="16"
        y="31"
        textAnchor="middle"
        fontSize={label.length > 3 ? 8 : 9}
        fontWeight="700"
        fontFamily="Roboto, Arial, sans-serif"
        fill="#ffffff"
      >
        {label}
      </text>
    </Box>
  );
}

export const cell: CellEntry = { name: 'fileType', render: (column) => <FileTypeIcon source={column.source} /> };
