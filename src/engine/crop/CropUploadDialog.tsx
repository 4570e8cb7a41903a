// The one crop step of every image cropped before it is sent (001 §4, §9). A refused upload keeps the
// step open, for another try without a new choice; a guarded page is handed its save (`onPending`).
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import type { ReactCropperElement } from 'react-cropper';
import { useUploadTexts } from '../upload/fileRefusal';
import { CropArea } from './CropArea';
import { type CropRule, cropImage } from './cropImage';

/** How an image is cropped: its frame's aspect ratio (free when absent), then `CropRule`. */
export type CropSpec = CropRule & { aspectRatio?: number };

/** Sends the cropped image; resolves to the server's answer. */
export type CropUpload<Answer> = (file: Blob, fileName: string, onProgress: (progress: number) => void) => Promise<Answer>;

export type PendingCropSave = () => Promise<boolean>;

interface Props<Answer> {
  file: File;
  crop: CropSpec;
  upload: CropUpload<Answer>;
  onUploaded: (answer: Answer) => void;
  onCancel: () => void;
  /** i18n keys of the step's title and of its hint under the frame. */
  title?: string;
  hint?: string;
  /** The step's save while it is open (for a page's guard), null once it closes. */
  onPending?: (save: PendingCropSave | null) => void;
}

export function CropUploadDialog<Answer>(props: Props<Answer>) {
  const { file, crop, onCancel, onPending, title = 'app.media.crop.title', hint = 'app.media.crop.hint' } = props;
  const translate = useTranslate();
  const notify = useNotify();
  const titleId = useId();
  const cropperRef = useRef<ReactCropperElement>(null);
  const [ready, setReady] = useState(false);
  // The cropper measures its box once the dialog has grown to its size: earlier, its frame would be
  // laid out in an empty box (a dot at the edge) and the crop would come out empty.
  const [entered, setEntered] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  // One save for as long as the step is open (a page's guard holds it): it reads the latest props.
  const texts = useUploadTexts();
  const latest = useRef({ props, notify, texts });
  latest.current = { props, notify, texts };
  const save = useCallback(async (): Promise<boolean> => {
    const cropper = cropperRef.current?.cropper;
    if (!cropper) return false;
    const { props: current, notify: alert, texts: said } = latest.current;
    setProgress(0);
    try {
      const { blob, name } = await cropImage(cropper, current.file.type, current.crop);
      current.onUploaded(await current.upload(blob, name, setProgress));
      return true;
    } catch (error) {
      alert(said.failure(error, current.file, true).message, { type: 'error' });
      setProgress(null);
      return false;
    }
  }, []);
  useEffect(() => {
    if (!onPending) return;
    onPending(save);
    return () => onPending(null);
  }, [save, onPending]);

  const uploading = progress !== null;
  return (
    <Dialog
      open
      onClose={uploading ? undefined : onCancel}
      fullWidth
      maxWidth="md"
      aria-labelledby={titleId}
      slotProps={{ transition: { onEntered: () => setEntered(true) } }}
    >
      <DialogTitle id={titleId}>{translate(title)}</DialogTitle>
      <DialogContent>
        {entered && (
          <CropArea
            file={file}
            cropperRef={cropperRef}
            aspectRatio={crop.aspectRatio}
            progress={progress}
            ready={ready}
            onReady={() => setReady(true)}
            hint={translate(hint)}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={uploading}>
          {translate('app.media.crop.cancel')}
        </Button>
        <Button variant="contained" disabled={!ready || uploading} onClick={() => void save()}>
          {translate('app.media.crop.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
