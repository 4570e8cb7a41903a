// The size a banner's block needs (its label, %{width} and %{height}) under its image (the `image`
// widget of the same field), and the warning of issue 15 point 4 when the image's pixels are not
// its block's: measured on a chosen file, else those of the stored image (its `width` and `height`:
// a stored banner's, never a block's new one), none once it is removed. Its `edits` name the
// banner's type and removal flag (under the banner's prefix in a block's form). The warning is the
// banner page's too (its previews and locked banners).
import { Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { BANNER_FACTS, type BannerType, hasBannerSize } from '../../../common/advert';
import type { WidgetEntry, WidgetProps } from '../../../src/engine/widgets/types';

type Size = { width: number | null; height: number | null };

/** An image file's pixel size as the browser decodes it (undefined when it does not decode). */
async function pixelSize(file: Blob): Promise<Size | undefined> {
  try {
    const bitmap = await createImageBitmap(file);
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return size;
  } catch {
    return undefined;
  }
}

/** The warning for an image of `size` in a banner of `type`, or nothing when it fits its block. */
export function SizeWarning({ type, size }: { type: BannerType; size?: Size }) {
  const translate = useTranslate();
  if (!size?.width || !size.height || hasBannerSize(type, size.width, size.height)) return null;
  const { width, height } = BANNER_FACTS[type];
  return (
    <Typography variant="body2" color="warning.main" role="status">
      {translate('app.advert.messages.sizeWarning', { width: size.width, height: size.height, expected: `${width}×${height}` })}
    </Typography>
  );
}

function BannerSizeWidget({ field }: WidgetProps) {
  const translate = useTranslate();
  const [file, type, removing, width, height] = useWatch({ name: [field.source, ...(field.edits ?? []), 'width', 'height'] });
  const [measured, setMeasured] = useState<Size>();
  useEffect(() => {
    let current = true;
    setMeasured(undefined);
    if (file instanceof File) void pixelSize(file).then((size) => current && setMeasured(size));
    return () => {
      current = false;
    };
  }, [file]);
  return (
    <Stack spacing={0.5}>
      <Typography variant="body2" color="text.secondary">
        {translate(field.label ?? '', BANNER_FACTS[type as BannerType])}
      </Typography>
      <SizeWarning type={type} size={file instanceof File ? measured : removing === true ? undefined : { width, height }} />
    </Stack>
  );
}

export const widget: WidgetEntry = { name: 'bannerSize', component: BannerSizeWidget };
