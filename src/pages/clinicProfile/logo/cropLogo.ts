// The logo as the crop step saves it (001 §4, §9): the chosen area, at most 1280x1280 with its
// proportions, re-encoded at quality 0.9. JPEG stays JPEG and WebP stays WebP; PNG and GIF become
// PNG, because a logo's transparency must survive (PNG is lossless, so quality does not apply).
import type Cropper from 'cropperjs';

const LOGO_MAX = 1280;
const LOGO_QUALITY = 0.9;

type Output = { type: 'image/jpeg' | 'image/webp' | 'image/png'; extension: string };

export function logoOutput(sourceType: string): Output {
  if (sourceType === 'image/jpeg') return { type: 'image/jpeg', extension: 'jpg' };
  if (sourceType === 'image/webp') return { type: 'image/webp', extension: 'webp' };
  return { type: 'image/png', extension: 'png' };
}

/** `max`: the largest side (a doctor's avatar: 640, 001 §9). */
export function cropLogo(cropper: Cropper, sourceType: string, max = LOGO_MAX): Promise<{ blob: Blob; name: string }> {
  const output = logoOutput(sourceType);
  const canvas = cropper.getCroppedCanvas({
    maxWidth: max,
    maxHeight: max,
    imageSmoothingQuality: 'high',
    // JPEG has no transparency: what lies outside a rotated image becomes white, not black.
    fillColor: output.type === 'image/jpeg' ? '#fff' : 'transparent',
  });
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve({ blob, name: `logo.${output.extension}` }) : reject(new Error('the canvas gave no image'))),
      output.type,
      LOGO_QUALITY,
    );
  });
}
