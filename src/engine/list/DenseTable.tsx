// A table in a narrow frame (ListConfig `dense`: a step of the clinic profile, beside the wizard's
// menu): its cells padded less, and its row's edit button an icon named by its tooltip, so that
// the whole row fits 1280x720.
import EditIcon from '@mui/icons-material/Edit';
import { IconButton, Tooltip } from '@mui/material';
import type { MouseEvent } from 'react';
import type { Link } from 'react-admin';

/** The table's cells, padded less. */
export const DENSE = { '& .MuiTableCell-root': { px: 1 } } as const;

type Edit = { onClick: (event: MouseEvent) => void } | { component: typeof Link; to: string };

export function DenseEditButton({ name, ...edit }: { name: string } & Edit) {
  return (
    <Tooltip title={name}>
      <IconButton size="small" color="primary" aria-label={name} {...edit}>
        <EditIcon />
      </IconButton>
    </Tooltip>
  );
}
