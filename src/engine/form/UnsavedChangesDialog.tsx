// The spec's three-choice modal (000 §2, §4): leaving a form or switching its edit language with
// unsaved edits asks whether to drop them, keep editing, or save first.
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslate } from 'react-admin';

interface Props {
  open: boolean;
  saving: boolean;
  onDiscard: () => void;
  onKeep: () => void;
  onSave: () => void;
}

export function UnsavedChangesDialog({ open, saving, onDiscard, onKeep, onSave }: Props) {
  const translate = useTranslate();
  return (
    <Dialog open={open} onClose={onKeep} aria-labelledby="unsaved-changes-title">
      <DialogTitle id="unsaved-changes-title">{translate('app.form.unsaved.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{translate('app.form.unsaved.text')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onDiscard} color="error">
          {translate('app.form.unsaved.discard')}
        </Button>
        <Button onClick={onKeep}>{translate('app.form.unsaved.keep')}</Button>
        <Button onClick={onSave} variant="contained" disabled={saving}>
          {translate('app.form.unsaved.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
