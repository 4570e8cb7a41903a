// A media image as the crop step saves it (001 §9: aspect 1.5, at most 960x640, quality 0.9).
// JPEG and WebP keep their type; PNG and GIF become PNG so that transparency survives, as logos do.
import type Cropper from 'cropperjs';
import { logoOutput } from '../clinicProfile/logo/cropLogo';

export const MEDIA_ASPECT = 1.5;
const MEDIA_MAX = { width: 960, height: 640 } as const;
const MEDIA_QUALITY = 0.9;

export function cropMediaImage(cropper: Cropper, sourceType: string): Promise<{ blob: Blob; name: string }> {
  const output = logoOutput(sourceType);
  // The output size is computed here: cropperjs applies maxWidth/maxHeight to the whole source
  // image first, so a 1200x900 photo's full-width 3:2 crop would come out at 853x568.
  const area = cropper.getData(true);
  const scale = Math.min(1, MEDIA_MAX.width / area.width, MEDIA_MAX.height / area.height);
  const canvas = cropper.getCroppedCanvas({
    width: Math.max(1, Math.round(area.width * scale)),
    height: Math.max(1, Math.round(area.height * scale)),
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
