// Compression in the browser before upload (000 §5, §9): a large picture is redrawn within the
// bounds (1920x1080 by default) and re-encoded as JPEG (quality 0.6 by default), so that large
// photos upload fast. Which pictures are large is the upload's declaration (ListFiles `compress`).
/** 000 §9's bounds and quality, where the upload's declaration gives none. */
const COMPRESS_QUALITY = 0.6;
const COMPRESS_MAX = { width: 1920, height: 1080 } as const;

/** The largest size within the bounds with the image's proportions; never enlarged. */
export function fitWithin(width: number, height: number, max: { width: number; height: number } = COMPRESS_MAX) {
  const scale = Math.min(1, max.width / width, max.height / height);
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)), scaled: scale < 1 };
}

const asJpegName = (name: string) => `${name.replace(/\.[^.]+$/, '') || 'picture'}.jpg`;

/** The canvas's picture as a file's bytes (a compressed photo, a cropped image). */
export function canvasBlob(canvas: HTMLCanvasElement, type: string, quality: number): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('the canvas gave no image'))), type, quality);
  });
}

/** Rejects when the browser cannot decode the file (the item then shows "Compress error"). */
export async function compressImage(
  file: File,
  quality = COMPRESS_QUALITY,
  max: { width: number; height: number } = COMPRESS_MAX,
): Promise<File> {
  // createImageBitmap honours the EXIF orientation, so portrait photos stay upright.
  const bitmap = await createImageBitmap(file);
  try {
    const size = fitWithin(bitmap.width, bitmap.height, max);
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d canvas');
    // JPEG has no transparency: transparent parts of a PNG, GIF or WebP become white, not black.
    context.fillStyle = '#fff';
    context.fillRect(0, 0, size.width, size.height);
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    const blob = await canvasBlob(canvas, 'image/jpeg', quality);
    // A photo already within the bounds and better compressed than this is sent as it is.
    if (!size.scaled && blob.size >= file.size) return file;
    return new File([blob], asJpegName(file.name), { type: 'image/jpeg', lastModified: file.lastModified });
  } finally {
    bitmap.close();
  }
}
