// Issue 15 point 4: the promo's banners at their blocks' real sizes, beside each other as the
// site lays them out (the full-width one above, the 290×200 ones in a row), each with its size
// warning when the uploaded image's pixels are not its block's.
import { Box, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { BANNER_FACTS } from '../../../common/advert';
import type { Banner } from '../../../resources/advert/advertModel';
import { SizeWarning } from '../../../resources/advert/widgets/BannerSizeWidget';

export function BannerPreviews({ banners }: { banners: Banner[] }) {
  const translate = useTranslate();
  const shown = banners.filter((banner) => banner.link);
  if (shown.length === 0) return null;
  const wide = shown.filter((banner) => BANNER_FACTS[banner.type].width > 300);
  const small = shown.filter((banner) => BANNER_FACTS[banner.type].width <= 300);
  const preview = (banner: Banner) => {
    const { width, height } = BANNER_FACTS[banner.type];
    const name = translate(`app.advert.banner.type.${banner.type}`);
    return (
      <Box component="figure" key={banner.id} sx={{ m: 0, width }}>
        <img
          src={banner.link ?? ''}
          alt={banner.marker || name}
          width={width}
          height={height}
          style={{ display: 'block', objectFit: 'fill' }}
        />
        <Typography component="figcaption" variant="caption">
          {`${name}, ${width}×${height}`}
        </Typography>
        <SizeWarning type={banner.type} size={banner} />
      </Box>
    );
  };
  return (
    <Box component="section" aria-labelledby="banner-previews-title" sx={{ mb: 3 }}>
      <Typography id="banner-previews-title" variant="h6" component="h2">
        {translate('app.advert.banner.preview')}
      </Typography>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {translate('app.advert.banner.previewHint')}
      </Typography>
      {/* Real sizes: a narrow window scrolls rather than shrinking the banners. */}
      <Box sx={{ overflowX: 'auto', pb: 1 }} tabIndex={0} aria-label={translate('app.advert.banner.preview')}>
        <Stack spacing={2} sx={{ width: 'max-content' }}>
          {wide.map(preview)}
          <Stack direction="row" spacing={2}>
            {small.map(preview)}
          </Stack>
        </Stack>
      </Box>
    </Box>
  );
}
