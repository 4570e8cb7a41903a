// Step "pictures" (section 3; 000 §3 "Clinic picture", §5, 001 §2): the clinic's gallery with the
// upload modal, the main picture, visibility, captions in RU and EN, deletion and the lightbox.
// Every change is saved at once; the step counts as edited only while uploads run or a caption
// has unsaved edits, so that the frame asks before leaving.
import AddIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import { Box, Button, Stack } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { RemoveConfirm } from '../../../engine/form/RemoveConfirm';
import { ListFrame } from '../../../engine/list/ListFrame';
import { Lightbox } from '../../../engine/parts/Lightbox';
import type { StepProps } from '../stepTypes';
import { usePendingSave } from '../usePendingSave';
import type { Picture } from './mediaModel';
import { PictureAltDialog } from './PictureAltDialog';
import { PictureCard } from './PictureCard';
import { PictureUploadDialog } from './PictureUploadDialog';
import { usePictures } from './usePictures';
import { usePictureUploads } from './usePictureUploads';

type Open =
  | { kind: 'upload' }
  | { kind: 'alt'; picture: Picture }
  | { kind: 'delete'; picture: Picture }
  | { kind: 'view'; index: number }
  | null;

export default function PicturesStep({ hash, lang, setDirty, registerSave, onSaved }: StepProps) {
  const translate = useTranslate();
  const gallery = usePictures(hash, onSaved);
  const uploads = usePictureUploads(hash, () => {
    void gallery.reload();
    onSaved();
  });
  const [open, setOpen] = useState<Open>(null);
  // Uploads still running hold the step; the caption dialog guards its own edits.
  const pendingSave = uploads.busy ? uploads.finish : null;
  usePendingSave(pendingSave, { setDirty, registerSave });

  const close = () => setOpen(null);
  const closeUpload = () => {
    if (!uploads.busy) uploads.forgetSettled();
    close();
  };
  const { pictures } = gallery;
  const addButton = (
    <Button variant="contained" startIcon={<AddIcon />} onClick={() => setOpen({ kind: 'upload' })}>
      {translate('app.media.pictures.add')}
    </Button>
  );

  return (
    <Stack spacing={2}>
      <ListFrame messages="app.media.pictures" count={pictures.length} list={gallery} busy={uploads.busy} add={addButton}>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(250px, 1fr))' }}>
          {pictures.map((picture, index) => (
            <PictureCard
              key={picture.id}
              picture={picture}
              n={index + 1}
              lang={lang}
              busy={gallery.busyId === picture.id}
              onOpen={() => setOpen({ kind: 'view', index })}
              onSetMain={() => void gallery.setMain(picture)}
              onVisible={(visible) => void gallery.setVisible(picture, visible)}
              onEditAlt={() => setOpen({ kind: 'alt', picture })}
              onDelete={() => setOpen({ kind: 'delete', picture })}
            />
          ))}
        </Box>
      </ListFrame>
      {open?.kind === 'upload' && (
        <PictureUploadDialog items={uploads.items} onAdd={uploads.add} onRetry={uploads.retry} onClose={closeUpload} />
      )}
      {open?.kind === 'view' && (
        <Lightbox
          slides={pictures.map((picture) => ({ url: picture.url, caption: picture.alt?.[lang] ?? '' }))}
          index={open.index}
          onIndex={(index) => setOpen({ kind: 'view', index })}
          onClose={close}
        />
      )}
      {open?.kind === 'alt' && (
        <PictureAltDialog
          hash={hash}
          picture={open.picture}
          onSaved={(answer) => {
            void gallery.show(answer);
            onSaved();
          }}
          onClose={close}
        />
      )}
      {open?.kind === 'delete' && (
        <RemoveConfirm
          title="app.media.pictures.deleteTitle"
          content="app.media.pictures.deleteText"
          confirm="ra.action.delete"
          confirmColor="warning"
          request={() => gallery.remove(open.picture)}
          onClose={close}
        />
      )}
    </Stack>
  );
}
