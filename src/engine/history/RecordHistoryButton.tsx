// A record's history from a page that is not a modal form (the clinic profile editor): a button
// that opens the history in a dialog. Shown to whoever may read the record's history
// (common/historyRestore.ts: an ADMIN, or whoever may restore the record).
import HistoryIcon from '@mui/icons-material/History';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { readsRecordHistory } from '../../../common/historyRestore';
import { useSession } from '../../auth/useSession';
import { RecordHistory } from './RecordHistory';

export function RecordHistoryButton({ entity, id }: { entity: string; id: string | number }) {
  const translate = useTranslate();
  const { roles } = useSession();
  const [open, setOpen] = useState(false);
  const title = useId();
  if (!readsRecordHistory(entity, roles)) return null;
  return (
    <>
      <Button size="small" startIcon={<HistoryIcon />} onClick={() => setOpen(true)}>
        {translate('resources.history.record.open')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="md" aria-labelledby={title}>
        <DialogTitle id={title}>{translate('resources.history.record.title')}</DialogTitle>
        <DialogContent>{open && <RecordHistory entity={entity} id={id} />}</DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('resources.history.record.close')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
