// The media library as the screen and the picker show it: the upload button (file -> crop ->
// upload), the table of one page, its pagination, and the lightbox, edit and remove modals. In
// selection mode (`onSelect`) each file also offers "select".
import UploadIcon from '@mui/icons-material/CloudUploadOutlined';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { type ChangeEvent, useRef, useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { CallsProvider } from '../../../dataProvider/callProvider';
import type { mediaLibraryCalls } from '../../../resources/mediafiles/calls';
import type { MediaFile } from '../../../resources/mediafiles/mediaModel';
import { type CropSpec, CropUploadDialog } from '../../engine/crop/CropUploadDialog';
import { RemoveConfirm } from '../../engine/form/RemoveConfirm';
import { QueryPagination } from '../../engine/list/QueryPagination';
import { Lightbox } from '../clinicProfile/pictures/Lightbox';
import { ACCEPT_IMAGES, acceptableImage } from '../clinicProfile/pictures/uploadRules';
import { MediaEditDialog } from './MediaEditDialog';
import { MediaTable } from './MediaTable';
import { useMediaPage } from './useMediaPage';

interface Props {
  page: number;
  onPage: (page: number) => void;
  onSelect?: (file: MediaFile) => void;
}

type Open = { kind: 'lightbox' | 'edit' | 'remove'; id: number } | null;

/** 001 §9: the upload modal's crop, a 3:2 frame, at most 960x640, quality 0.9. */
const MEDIA_CROP: CropSpec = { aspectRatio: 1.5, max: { width: 960, height: 640 }, name: 'media' };

export function MediaLibraryView({ page, onPage, onSelect }: Props) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<CallsProvider<typeof mediaLibraryCalls>>();
  const list = useMediaPage(page);
  const input = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<File | null>(null);
  const [open, setOpen] = useState<Open>(null);
  // By id, so that a reload (a version conflict) shows the stored version in the open modal.
  const openFile = open && list.files.find((file) => file.id === open.id);
  const show = (kind: NonNullable<Open>['kind']) => (file: MediaFile) => setOpen({ kind, id: file.id });
  const close = () => setOpen(null);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (acceptableImage(file)) setChosen(file);
    else notify('app.media.upload.wrongFormatSize', { type: 'error' });
  };

  const uploaded = () => {
    setChosen(null);
    notify('form.success', { type: 'success' });
    // The new file is the newest: it heads page 1.
    if (page !== 1) onPage(1);
    void list.invalidate();
  };

  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ p: 2, alignItems: { sm: 'center' } }}>
        <Button
          variant="contained"
          startIcon={<UploadIcon />}
          onClick={() => input.current?.click()}
          sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}
        >
          {translate('app.mediaLibrary.upload')}
        </Button>
        <input ref={input} type="file" accept={ACCEPT_IMAGES} hidden onChange={choose} data-testid="media-file-input" />
        <Typography variant="body2" color="text.secondary">
          {translate('app.mediaLibrary.rules')}
        </Typography>
      </Stack>
      {list.isError ? (
        <Alert severity="error" action={<Button onClick={() => void list.reload()}>{translate('app.mediaLibrary.reload')}</Button>}>
          {translate('app.mediaLibrary.loadFailed')}
        </Alert>
      ) : (
        <MediaTable
          files={list.files}
          isPending={list.isPending}
          isFetching={list.isFetching}
          onOpen={show('lightbox')}
          onEdit={show('edit')}
          onRemove={show('remove')}
          onSelect={onSelect}
        />
      )}
      <QueryPagination page={page} perPage={list.perPage} total={list.total} onPage={onPage} />
      {chosen && (
        <CropUploadDialog
          file={chosen}
          crop={MEDIA_CROP}
          upload={(file, fileName, onProgress) =>
            dataProvider.uploadMediaFile({}, { file, fileName, onProgress }).then((answer) => answer.file)
          }
          onUploaded={uploaded}
          onCancel={() => setChosen(null)}
          title="app.mediaLibrary.crop.title"
          hint="app.mediaLibrary.crop.hint"
        />
      )}
      {open?.kind === 'lightbox' && openFile && (
        <Lightbox slides={[{ url: openFile.url, caption: openFile.alt }]} index={0} onIndex={() => undefined} onClose={close} />
      )}
      {open?.kind === 'edit' && openFile && (
        <MediaEditDialog file={openFile} onSaved={() => void list.invalidate()} onClose={close} reload={list.reload} />
      )}
      {open?.kind === 'remove' && openFile && (
        // Any refusal (an article uses the image, or the call failed) shows the same alert.
        <RemoveConfirm
          title="app.mediaLibrary.removeDialog.title"
          content="app.mediaLibrary.removeDialog.text"
          confirm="app.form.delete"
          cancel="app.form.cancel"
          request={() => dataProvider.deleteMediaFile({ mediaFileId: openFile.id })}
          failed="form.delete.error"
          onRemoved={() => void list.invalidate()}
          onClose={close}
        />
      )}
    </>
  );
}
