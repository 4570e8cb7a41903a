// The pictures step's add-files modal (000 §5, 001 §2): the shared upload modal with the pictures'
// texts and image types; large pictures are compressed by the queue before they are sent.
import UploadIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import { ACCEPT_IMAGES } from '../../../engine/crop/imageRules';
import { UploadDialog } from '../../../engine/upload/UploadDialog';
import type { UploadItem } from '../../../engine/upload/useUploadQueue';

interface Props {
  items: readonly UploadItem[];
  onAdd: (files: File[]) => void;
  onRetry: (id: number) => void;
  onClose: () => void;
}

const TEXTS = {
  title: 'app.media.upload.title',
  choose: 'app.media.upload.choose',
  drop: 'app.media.upload.drop',
  rules: 'app.media.upload.rules',
};

export function PictureUploadDialog(props: Props) {
  return <UploadDialog {...props} texts={TEXTS} accept={ACCEPT_IMAGES} inputTestId="picture-files" Icon={UploadIcon} />;
}
