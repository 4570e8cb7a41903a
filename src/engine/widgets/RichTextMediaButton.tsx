// The toolbar's "image from the media library": opens the library in selection mode (loaded on
// first use) and inserts the chosen image by its address, with its description as alt.
import PhotoLibrary from '@mui/icons-material/PhotoLibraryOutlined';
import { ToggleButton } from '@mui/material';
import { useTiptapEditor } from 'ra-input-rich-text';
import { lazy, Suspense, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { MediaFile } from '../../../resources/mediafiles/mediaModel';

const PickerDialog = lazy(() => import('../list/PickerDialog'));

export function RichTextMediaButton() {
  const translate = useTranslate();
  const editor = useTiptapEditor();
  const [open, setOpen] = useState(false);
  const label = translate('app.mediaLibrary.richText.insert');

  const select = (file: MediaFile) => {
    setOpen(false);
    editor
      ?.chain()
      .focus()
      .setImage({ src: file.url, alt: file.alt || undefined })
      .run();
  };

  return (
    <>
      <ToggleButton value="media" aria-label={label} title={label} disabled={!editor?.isEditable} onClick={() => setOpen(true)}>
        <PhotoLibrary fontSize="inherit" />
      </ToggleButton>
      {open && (
        <Suspense fallback={null}>
          <PickerDialog
            resource="mediafiles"
            title="app.mediaLibrary.picker.title"
            onSelect={(file) => select(file as MediaFile)}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
