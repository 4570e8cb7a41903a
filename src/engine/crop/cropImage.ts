// An image as a crop step saves it (001 §9): scaled to fit `max`, re-encoded at `quality`. PNG and GIF
// become PNG, so that transparency survives.
import type Cropper from 'cropperjs';
import { canvasBlob, fitWithin } from '../upload/compressImage';

export type CropOutput = { type: 'image/jpeg' | 'image/webp' | 'image/png'; extension: string };
export type CropRule = { max: { width: number; height: number }; quality?: number; name: string };

export function cropOutput(sourceType: string): CropOutput {
  if (sourceType === 'image/jpeg') return { type: 'image/jpeg', extension: 'jpg' };
  if (sourceType === 'image/webp') return { type: 'image/webp', extension: 'webp' };
  return { type: 'image/png', extension: 'png' };
}

/** The chosen area within `max` (fitWithin), computed here because cropperjs applies maxWidth and
 * maxHeight to the whole source image first: a 1200x900 photo's full-width 3:2 crop would come out
 * at 853x568 instead of 960x640. */
export async function cropImage(cropper: Cropper, sourceType: string, { max, quality = 0.9, name }: CropRule) {
  const output = cropOutput(sourceType);
  const area = cropper.getData(true);
  const { width, height } = fitWithin(area.width, area.height, max);
  const canvas = cropper.getCroppedCanvas({
    width,
    height,
    imageSmoothingQuality: 'high',
    // JPEG has no transparency: what lies outside a rotated image becomes white, not black.
    fillColor: output.type === 'image/jpeg' ? '#fff' : 'transparent',
  });
  return { blob: await canvasBlob(canvas, output.type, quality), name: `${name}.${output.extension}` };
}
