// "Compare and restore" on a history row of an entity with a restore (issue 27 point 5): the
// record's own history and the history screen's rows both open RestoreVersionDialog from here.
import { Box, Button } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { offersRestore } from '../../../common/historyRestore';
import type { HistoryItem } from './historyText';
import { RestoreVersionDialog } from './RestoreVersionDialog';

export function RestoreVersionButton({ item }: { item: HistoryItem }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  if (!offersRestore(item)) return null;
  return (
    // A table row reacts to clicks: neither the button nor the dialog (whose events bubble through
    // its portal to this box) is a click on the row.
    <Box component="span" onClick={(event) => event.stopPropagation()} sx={{ display: 'block' }}>
      <Button size="small" onClick={() => setOpen(true)}>
        {translate('resources.history.restore.open')}
      </Button>
      {open && <RestoreVersionDialog item={item} onClose={() => setOpen(false)} />}
    </Box>
  );
}
