// An add-files modal (000 §5, 001 §2): choose or drop several files; each is checked, then
// uploaded by the step's queue with its own progress, and can be retried. Closing the modal lets
// the queue go on. The pictures and documents steps give it their texts, accepted types and icon.
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, List, type SvgIconProps, Typography } from '@mui/material';
import { type ComponentType, type DragEvent, useId, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { UploadItemRow } from './UploadItemRow';
import type { UploadItem } from './useUploadQueue';

interface UploadDialogTexts {
  title: string;
  choose: string;
  drop: string;
  rules: string;
}

interface Props {
  items: readonly UploadItem[];
  onAdd: (files: File[]) => void;
  onRetry: (id: number) => void;
  onClose: () => void;
  /** i18n keys of the modal's texts. */
  texts: UploadDialogTexts;
  accept: string;
  inputTestId: string;
  Icon: ComponentType<SvgIconProps>;
  sizeBase?: 1000 | 1024;
}

export function UploadDialog({ items, onAdd, onRetry, onClose, texts, accept, inputTestId, Icon, sizeBase }: Props) {
  const translate = useTranslate();
  const titleId = useId();
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
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{translate(texts.title)}</DialogTitle>
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
          <Button variant="contained" startIcon={<Icon />} onClick={() => input.current?.click()}>
            {translate(texts.choose)}
          </Button>
          <input
            ref={input}
            type="file"
            multiple
            hidden
            accept={accept}
            data-testid={inputTestId}
            onChange={(event) => take(event.target.files)}
          />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
            {translate(texts.drop)}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {translate(texts.rules)}
          </Typography>
        </Box>
        {items.length > 0 && (
          <List dense sx={{ mt: 1 }}>
            {items.map((item) => (
              <UploadItemRow key={item.id} item={item} onRetry={() => onRetry(item.id)} FileIcon={Icon} sizeBase={sizeBase} />
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
