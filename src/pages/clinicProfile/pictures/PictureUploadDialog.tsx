// The add-files modal (000 §5, 001 §2): choose or drop several pictures; each is checked, then
// compressed and uploaded by the step's queue, with its own progress, and can be retried. Closing
// the modal lets the queue go on; the gallery reloads when the round ends.
import UploadIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, List, Typography } from '@mui/material';
import { type DragEvent, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { UploadItemRow } from './UploadItemRow';
import { ACCEPT_IMAGES } from './uploadRules';
import type { UploadItem } from './usePictureUploads';

interface Props {
  items: readonly UploadItem[];
  onAdd: (files: File[]) => void;
  onRetry: (id: number) => void;
  onClose: () => void;
}

export function PictureUploadDialog({ items, onAdd, onRetry, onClose }: Props) {
  const translate = useTranslate();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const done = items.filter((item) => item.state === 'done').length;

  const take = (files: FileList | null) => {
    if (files?.length) onAdd(Array.from(files));
    // The same file may be chosen again (e.g. after fixing it).
    if (input.current) input.current.value = '';
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    take(event.dataTransfer.files);
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="picture-upload-title">
      <DialogTitle id="picture-upload-title">{translate('app.media.upload.title')}</DialogTitle>
      <DialogContent>
        <Box
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          sx={{
            border: 2,
            borderStyle: 'dashed',
            borderColor: dragging ? 'primary.main' : 'divider',
            bgcolor: dragging ? 'action.hover' : 'transparent',
            borderRadius: 2,
            p: 3,
            textAlign: 'center',
          }}
        >
          <Button variant="contained" startIcon={<UploadIcon />} onClick={() => input.current?.click()}>
            {translate('app.media.upload.choose')}
          </Button>
          <input
            ref={input}
            type="file"
            multiple
            hidden
            accept={ACCEPT_IMAGES}
            data-testid="picture-files"
            onChange={(event) => take(event.target.files)}
          />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
            {translate('app.media.upload.drop')}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {translate('app.media.upload.rules')}
          </Typography>
        </Box>
        {items.length > 0 && (
          <List dense sx={{ mt: 1 }}>
            {items.map((item) => (
              <UploadItemRow key={item.id} item={item} onRetry={() => onRetry(item.id)} />
            ))}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        {items.length > 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ flex: 1, px: 2 }}>
            {translate('app.media.upload.summary', { done, total: items.length })}
          </Typography>
        )}
        <Button onClick={onClose}>{translate('app.media.upload.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
