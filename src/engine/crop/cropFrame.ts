// Whether cropperjs's build over a chosen image can be cropped. On a slow or busy computer it may
// lay out before its box has its size: the image then shows, but the crop frame is a dot at the
// edge, and Save would upload that dot (seen in the browser tests with the CPU slowed 4x). Such a
// build is mended by fitting the frame to the image, or built again; it is never called ready.

type Size = { width: number; height: number };
type Placed = Size & { left: number; top: number };

/** Smaller than a frame a person could mean: the initial frame covers the whole image. */
const MIN_SIDE = 8;

export type FrameState = 'ready' | 'fitFrame' | 'rebuild';

/** What a fresh build needs: nothing, its frame fitted to the image, or building again (the image
 * itself has no size yet). */
export function frameState(image: { naturalWidth: number }, canvas: Size, frame: Size): FrameState {
  const sized = (box: Size) => box.width >= MIN_SIDE && box.height >= MIN_SIDE;
  if (!(image.naturalWidth > 0) || !sized(canvas)) return 'rebuild';
  return sized(frame) ? 'ready' : 'fitFrame';
}

/** The frame over the whole visible image: the image's box within the cropper's box. */
export function wholeImage(canvas: Placed, container: Size): Placed {
  const left = Math.max(canvas.left, 0);
  const top = Math.max(canvas.top, 0);
  const right = Math.min(canvas.left + canvas.width, container.width);
  const bottom = Math.min(canvas.top + canvas.height, container.height);
  return { left, top, width: Math.max(0, right - left), height: Math.max(0, bottom - top) };
}
