// A banner's image as the forms judge it (002 §5 "Banners": png, jpg, jpeg, gif, at most 3 MB; the
// server checks again) and the size warning of issue 15 point 4 (the image's pixels are not its
// block's), shared by the banner page's blocks and the edit screen's image widget.
import {
  BANNER_FACTS,
  BANNER_MAX_BYTES,
  BANNER_MAX_MB,
  type BannerType,
  extensionOf,
  hasBannerSize,
  isBannerExtension,
} from '../../common/advert';
import type { Translate } from '../../schemas/resolver';

/** A chosen file's problem as an i18n key and its params, or undefined when it may be sent. */
export function fileProblem(file: File | undefined): [string, Record<string, unknown>] | undefined {
  if (!file) return ['server.upload.noFile', {}];
  const ext = extensionOf(file.name);
  if (!isBannerExtension(ext)) return ['app.advert.messages.fileType', { ext: ext || '?' }];
  if (file.size > BANNER_MAX_BYTES) return ['server.upload.tooLarge', { max: BANNER_MAX_MB }];
  return undefined;
}

/** The size warning of issue 15 point 4, or undefined when the image fits its block. */
export function sizeWarning(type: BannerType, size: { width: number | null; height: number | null } | undefined, translate: Translate) {
  if (!size?.width || !size.height || hasBannerSize(type, size.width, size.height)) return undefined;
  const { width, height } = BANNER_FACTS[type];
  return translate('app.advert.messages.sizeWarning', { width: size.width, height: size.height, expected: `${width}×${height}` });
}

/** An image file's pixel size as the browser decodes it (undefined when it does not decode). */
export async function pixelSize(file: Blob): Promise<{ width: number; height: number } | undefined> {
  try {
    const bitmap = await createImageBitmap(file);
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return size;
  } catch {
    return undefined;
  }
}
