// A table column kept at its frame's right edge while the table scrolls sideways inside it (the
// row's actions), over the cells that pass under it.
import type { Theme } from '@mui/material';

export const STICKY_END = {
  position: 'sticky',
  right: 0,
  bgcolor: 'background.paper',
  boxShadow: (theme: Theme) => `-1px 0 0 ${theme.palette.divider}`,
} as const;
