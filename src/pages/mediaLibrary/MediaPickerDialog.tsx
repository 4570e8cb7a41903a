// The media library in selection mode (001 §2 "select (only when selection mode is on)"): a modal
// that answers the chosen file to its opener. The rich-text editor's image button opens it now;
// issue 14's article and tag editors open it for their image.
import CloseIcon from '@mui/icons-material/Close';
import { Dialog, DialogContent, DialogTitle, IconButton } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { MediaFile } from '../../../resources/mediafiles/mediaModel';
import { MediaLibraryView } from './MediaLibraryView';

interface Props {
  onSelect: (file: MediaFile) => void;
  onClose: () => void;
}

export default function MediaPickerDialog({ onSelect, onClose }: Props) {
  const translate = useTranslate();
  // Its own page, from 1 each time: the screen's query string is not the picker's.
  const [page, setPage] = useState(1);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="lg" aria-labelledby="media-picker-title">
      <DialogTitle id="media-picker-title" sx={{ pr: 6 }}>
        {translate('app.mediaLibrary.picker.title')}
        <IconButton aria-label={translate('ra.action.close')} onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent sx={{ p: 0 }}>
        <MediaLibraryView page={page} onPage={setPage} onSelect={onSelect} />
      </DialogContent>
    </Dialog>
  );
}
