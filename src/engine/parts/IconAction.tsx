// An icon button whose label is both its accessible name and its tooltip. The span keeps the
// tooltip working while the button is disabled (a disabled button fires no mouse events).
import { IconButton, type IconButtonProps, Tooltip } from '@mui/material';
import type { ReactNode } from 'react';

interface Props extends Omit<IconButtonProps, 'aria-label' | 'children'> {
  label: string;
  children: ReactNode;
}

export function IconAction({ label, children, ...button }: Props) {
  return (
    <Tooltip title={label}>
      <span>
        <IconButton aria-label={label} {...button}>
          {children}
        </IconButton>
      </span>
    </Tooltip>
  );
}
