// A media image as the crop step saves it (001 §9: aspect 1.5, at most 960x640, quality 0.9).
// JPEG and WebP keep their type; PNG and GIF become PNG so that transparency survives, as logos do.
import type Cropper from 'cropperjs';
import { logoOutput } from '../clinicProfile/logo/cropLogo';

export const MEDIA_ASPECT = 1.5;
const MEDIA_MAX = { width: 960, height: 640 } as const;
const MEDIA_QUALITY = 0.9;

export function cropMediaImage(cropper: Cropper, sourceType: string): Promise<{ blob: Blob; name: string }> {
  const output = logoOutput(sourceType);
  const canvas = cropper.getCroppedCanvas({
    maxWidth: MEDIA_MAX.width,
    maxHeight: MEDIA_MAX.height,
    imageSmoothingQuality: 'high',
    fillColor: output.type === 'image/jpeg' ? '#fff' : 'transparent',
  });
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve({ blob, name: `media.${output.extension}` }) : reject(new Error('the canvas gave no image'))),
      output.type,
      MEDIA_QUALITY,
    );
  });
}
