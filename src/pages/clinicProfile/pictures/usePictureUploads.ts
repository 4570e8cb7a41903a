// The pictures step's upload queue: images checked by name, type and size, then compressed when
// large and uploaded (the gallery reloads and the frame re-reads the completion marks at the end).
import { useDataProvider } from 'react-admin';
import { acceptableImage } from '../../../engine/crop/imageRules';
import { WRONG_FORMAT_SIZE } from '../../../engine/crop/uploadFailure';
import { useUploadQueue } from '../../../engine/upload/useUploadQueue';
import type { MediaCallsProvider } from './mediaModel';
import { uploadPicture } from './uploadPicture';

export function usePictureUploads(hash: string, onUploaded: () => void) {
  const dataProvider = useDataProvider<MediaCallsProvider>();
  return useUploadQueue({
    check: (file) => (acceptableImage(file) ? undefined : WRONG_FORMAT_SIZE),
    run: (file, report, signal) => uploadPicture(dataProvider, hash, file, report, signal),
    onUploaded,
  });
}
