// The size a banner's block needs (its label, %{width} and %{height}) under its image (the `image`
// widget of the same field), and the
// warning of issue 15 point 4 when the image's pixels are not its block's: measured on a chosen
// file, else those of the stored image (its `width` and `height`: a stored banner's, never a block's
// new one), none once it is removed. Its `edits` name the banner's type and removal flag (under the
// banner's prefix in a block's form).
import { Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { BANNER_FACTS, type BannerType } from '../../../common/advert';
import type { WidgetEntry, WidgetProps } from '../../../src/engine/widgets/types';
import { pixelSize, sizeWarning } from '../bannerFiles';

type Size = { width: number | null; height: number | null };

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
  const shown = file instanceof File ? measured : removing === true ? undefined : { width, height };
  const warning = sizeWarning(type as BannerType, shown, translate);
  return (
    <Stack spacing={0.5}>
      <Typography variant="body2" color="text.secondary">
        {translate(field.label ?? '', BANNER_FACTS[type as BannerType])}
      </Typography>
      {warning && (
        <Typography variant="body2" color="warning.main" role="status">
          {warning}
        </Typography>
      )}
    </Stack>
  );
}

export const widget: WidgetEntry = { name: 'bannerSize', component: BannerSizeWidget };
