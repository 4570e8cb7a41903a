// The rich-text editor's uploader of pasted and dropped images: the browser's check (every image
// upload's rules and words), then POST /images/mediafile; a refusal says why.
import { useCallback } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import { IMAGE_RULES } from '../../../common/fileRules';
import type { CallsProvider } from '../../../dataProvider/callProvider';
import type { mediaLibraryCalls } from '../../../resources/mediafiles/calls';
import { useUploadTexts } from '../upload/fileRefusal';
import { dataUrlOf, type ImageUploader } from './richTextPastedImages';

export function useMediaImageUpload(): ImageUploader {
  const dataProvider = useDataProvider<CallsProvider<typeof mediaLibraryCalls>>();
  const notify = useNotify();
  const texts = useUploadTexts();
  return useCallback(
    async (file: File) => {
      const refused = texts.refusal(IMAGE_RULES, file);
      if (refused) {
        notify(refused, { type: 'error' });
        return undefined;
      }
      notify('app.mediaLibrary.richText.uploading', { type: 'info' });
      try {
        const pasted = { fileName: file.name, blob: {}, base64: await dataUrlOf(file) };
        return (await dataProvider.pasteMediaImage(pasted)).location;
      } catch (error) {
        notify(texts.failure(error, file, true).message, { type: 'error' });
        return undefined;
      }
    },
    [dataProvider, notify, texts],
  );
}
