// The documents step's upload queue: files checked by extension and size, then sent with
// progress; a refusal shows the server's message (a renamed file's content, the size limit).
import { useDataProvider } from 'react-admin';
import { documentCalls } from '../../../../dataProvider/documentCalls';
import type { UploadingDataProvider } from '../../../../dataProvider/upload';
import { uploadFailure } from '../pictures/uploadPicture';
import { useUploadQueue } from '../pictures/useUploadQueue';
import { documentRefusal } from './documentRules';

export function useDocumentUploads(hash: string, onUploaded: () => void) {
  const dataProvider = useDataProvider<UploadingDataProvider>();
  return useUploadQueue({
    check: documentRefusal,
    run: async (file, report, signal) => {
      try {
        await dataProvider.upload(documentCalls.upload(hash, file, { onProgress: report, signal }));
      } catch (error) {
        if (signal.aborted) throw error;
        throw new Error(uploadFailure(error));
      }
    },
    onUploaded,
  });
}
