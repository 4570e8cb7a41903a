// The documents step's upload queue: files checked by extension and size, then sent with
// progress; a refusal shows the server's message (a renamed file's content, the size limit).
import { useDataProvider } from 'react-admin';
import { uploadError } from '../../../engine/crop/uploadFailure';
import { useUploadQueue } from '../pictures/useUploadQueue';
import { documentRefusal } from './documentRules';
import type { FreeFileCallsProvider } from './freeFileModel';

export function useDocumentUploads(hash: string, onUploaded: () => void) {
  const dataProvider = useDataProvider<FreeFileCallsProvider>();
  return useUploadQueue({
    check: documentRefusal,
    run: async (file, report, signal) => {
      try {
        await dataProvider.uploadFreeFile({ hash }, { file, onProgress: report, signal });
      } catch (error) {
        if (signal.aborted) throw error;
        throw uploadError(error);
      }
    },
    onUploaded,
  });
}
