// The size warning of issue 15 point 4 (a banner image's pixels are not its block's), shared by the
// banner page's blocks and the banner forms' size widget (widgets/BannerSizeWidget.tsx).
import { BANNER_FACTS, type BannerType, hasBannerSize } from '../../common/advert';
import type { Translate } from '../../schemas/resolver';

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
