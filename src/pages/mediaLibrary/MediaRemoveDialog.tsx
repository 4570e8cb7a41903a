// Removing a media file (001 §2, §8): a confirmation, then POST /api/admin/mediafile/delete; any
// refusal (an article uses the image, or the call failed) shows the spec's form.delete.error alert.
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider/index';
import { type MediaFile, mediaLibraryCalls } from '../../../dataProvider/mediaLibraryCalls';

interface Props {
  file: MediaFile;
  onRemoved: () => void;
  onClose: () => void;
}

export function MediaRemoveDialog({ file, onRemoved, onClose }: Props) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [busy, setBusy] = useState(false);

  const remove = async () => {
    setBusy(true);
    try {
      await dataProvider.request(mediaLibraryCalls.remove(file));
      onRemoved();
    } catch {
      notify('form.delete.error', { type: 'error' });
    } finally {
      setBusy(false);
      onClose();
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby="media-remove-title" aria-describedby="media-remove-text">
      <DialogTitle id="media-remove-title">{translate('app.mediaLibrary.removeDialog.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="media-remove-text">{translate('app.mediaLibrary.removeDialog.text')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {translate('app.form.cancel')}
        </Button>
        <Button color="error" variant="contained" disabled={busy} onClick={() => void remove()}>
          {translate('app.form.delete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
