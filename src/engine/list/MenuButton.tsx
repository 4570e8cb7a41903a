// A list's top-bar button that opens a named menu (the export, the columns, the saved views, the
// bulk actions); MUI's Menu gives focus back to the button when it closes.
import { Button, Menu, type SxProps, type Theme } from '@mui/material';
import { type ReactNode, useId, useState } from 'react';

interface Props {
  label: ReactNode;
  /** The menu's name for a screen reader; absent: the button's text names it. */
  menuLabel?: string;
  startIcon?: ReactNode;
  endIcon?: ReactNode;
  disabled?: boolean;
  /** The menu list's own look (dense rows, a grid). */
  list?: { dense?: boolean; sx?: SxProps<Theme> };
  items: (close: () => void) => ReactNode;
}

export function MenuButton({ label, menuLabel, startIcon, endIcon, disabled, list, items }: Props) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const close = () => setAnchor(null);
  return (
    <>
      <Button
        size="small"
        startIcon={startIcon}
        endIcon={endIcon}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        disabled={disabled}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {label}
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={!!anchor}
        onClose={close}
        slotProps={{ list: { ...list, ...(menuLabel && { 'aria-label': menuLabel }) } }}
      >
        {items(close)}
      </Menu>
    </>
  );
}
