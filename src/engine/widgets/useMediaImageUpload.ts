// The rich-text editor's uploader of pasted and dropped images: the browser's check (000 §5 types
// and sizes, the "Wrong format/size" alert), then POST /images/mediafile; a refusal says why.
import { useCallback } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import type { CallsProvider } from '../../../dataProvider/callProvider';
import type { mediaLibraryCalls } from '../../../resources/mediafiles/calls';
import { acceptableImage } from '../crop/imageRules';
import { uploadFailure } from '../crop/uploadFailure';
import { dataUrlOf, type ImageUploader } from './richTextPastedImages';

export function useMediaImageUpload(): ImageUploader {
  const dataProvider = useDataProvider<CallsProvider<typeof mediaLibraryCalls>>();
  const notify = useNotify();
  return useCallback(
    async (file: File) => {
      if (!acceptableImage(file)) {
        notify('app.media.upload.wrongFormatSize', { type: 'error' });
        return undefined;
      }
      notify('app.mediaLibrary.richText.uploading', { type: 'info' });
      try {
        const pasted = { fileName: file.name, blob: {}, base64: await dataUrlOf(file) };
        return (await dataProvider.pasteMediaImage(pasted)).location;
      } catch (error) {
        notify('app.mediaLibrary.richText.failed', { type: 'error', messageArgs: { reason: uploadFailure(error) } });
        return undefined;
      }
    },
    [dataProvider, notify],
  );
}
