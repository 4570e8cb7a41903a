// A review avatar as the crop step saves it (001 §9): the chosen square, at most 640x640,
// re-encoded at quality 0.9. JPEG and WebP keep their type; PNG and GIF become PNG (lossless,
// keeps transparency).
import type Cropper from 'cropperjs';
import { logoOutput } from '../logo/cropLogo';

const AVATAR_MAX = 640;
const AVATAR_QUALITY = 0.9;

export function cropAvatar(cropper: Cropper, sourceType: string): Promise<{ blob: Blob; name: string }> {
  const output = logoOutput(sourceType);
  const canvas = cropper.getCroppedCanvas({
    maxWidth: AVATAR_MAX,
    maxHeight: AVATAR_MAX,
    imageSmoothingQuality: 'high',
    fillColor: output.type === 'image/jpeg' ? '#fff' : 'transparent',
  });
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve({ blob, name: `avatar.${output.extension}` }) : reject(new Error('the canvas gave no image'))),
      output.type,
      AVATAR_QUALITY,
    );
  });
}
