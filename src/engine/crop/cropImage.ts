// An image as a crop step saves it (001 §9): scaled to fit `max`, re-encoded at `quality`. PNG and GIF
// become PNG, so that transparency survives.
import type Cropper from 'cropperjs';

export type CropOutput = { type: 'image/jpeg' | 'image/webp' | 'image/png'; extension: string };
export type CropRule = { max: { width: number; height: number }; quality?: number; name: string };

export function cropOutput(sourceType: string): CropOutput {
  if (sourceType === 'image/jpeg') return { type: 'image/jpeg', extension: 'jpg' };
  if (sourceType === 'image/webp') return { type: 'image/webp', extension: 'webp' };
  return { type: 'image/png', extension: 'png' };
}

/** The output size of a chosen area: never larger than the area, within `max`, its proportions
 * kept. Computed here because cropperjs applies maxWidth/maxHeight to the whole source image first,
 * so a 1200x900 photo's full-width 3:2 crop would come out at 853x568 instead of 960x640. */
export function croppedSize(area: { width: number; height: number }, max: CropRule['max']) {
  const scale = Math.min(1, max.width / area.width, max.height / area.height);
  return { width: Math.max(1, Math.round(area.width * scale)), height: Math.max(1, Math.round(area.height * scale)) };
}

export function cropImage(
  cropper: Cropper,
  sourceType: string,
  { max, quality = 0.9, name }: CropRule,
): Promise<{ blob: Blob; name: string }> {
  const output = cropOutput(sourceType);
  const canvas = cropper.getCroppedCanvas({
    ...croppedSize(cropper.getData(true), max),
    imageSmoothingQuality: 'high',
    // JPEG has no transparency: what lies outside a rotated image becomes white, not black.
    fillColor: output.type === 'image/jpeg' ? '#fff' : 'transparent',
  });
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve({ blob, name: `${name}.${output.extension}` }) : reject(new Error('the canvas gave no image'))),
      output.type,
      quality,
    );
  });
}
