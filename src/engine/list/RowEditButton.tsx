// A row's edit button: a text button, or an icon named by its tooltip where the frame is narrow (a
// dense table) or the screen names it in its own words (its name would not hold the generic word).
import EditIcon from '@mui/icons-material/Edit';
import ViewIcon from '@mui/icons-material/VisibilityOutlined';
import { Button } from '@mui/material';
import type { MouseEvent } from 'react';
import { Link, useTranslate } from 'react-admin';
import { IconAction } from '../parts/IconAction';

export type RowEdit = { onClick: (event: MouseEvent) => void } | { to: string };

export function RowEditButton({ name, icon, view, edit }: { name: string; icon?: boolean; view?: boolean; edit: RowEdit }) {
  const translate = useTranslate();
  // Marked as what opens its row, for Enter on the row (useRowKeys.ts).
  const opens = { ...('to' in edit ? { component: Link, to: edit.to } : edit), 'data-opens-row': true };
  return icon ? (
    <IconAction label={name} size="small" color="primary" {...opens}>
      {view ? <ViewIcon /> : <EditIcon />}
    </IconAction>
  ) : (
    // Its visible word first (WCAG 2.5.3): the screen's own edit wording titles the modal.
    <Button size="small" startIcon={<EditIcon />} aria-label={name} {...opens}>
      {translate('app.form.edit')}
    </Button>
  );
}
