// One block of the banner page (002 §2): its banners shown with their image, an Edit link and
// locked inputs (only the edit screen changes them, 002 §4), or, while the block is empty, its
// Create button opening the block's form.
import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { FormProvider, useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';
import type { BannerBlock, BannerType } from '../../../common/advert';
import type { Banner } from '../../../resources/advert/advertModel';
import { SizeWarning } from '../../../resources/advert/widgets/BannerSizeWidget';
import { BannerCreateForm } from './BannerCreateForm';
import { BannerFields } from './BannerFields';
import { bannerValues } from './bannerModel';

interface Props {
  block: BannerBlock;
  types: readonly BannerType[];
  promoId: number;
  banners: Banner[];
  /** The banner page's path: a banner's edit screen is `<base>/banner/<id>`. */
  base: string;
  onCreated: (banners: Banner[]) => void;
}

export function BannerBlockCard({ block, types, promoId, banners, base, onCreated }: Props) {
  const translate = useTranslate();
  const [creating, setCreating] = useState(false);
  const mine = banners.filter((banner) => types.includes(banner.type));
  const title = translate(`app.advert.banner.block.${block}`);
  return (
    <Paper component="section" variant="outlined" sx={{ p: 2 }} aria-label={title} data-testid={`banner-block-${block}`}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {mine.map((banner) => (
        <LockedBanner key={banner.id} banner={banner} editPath={`${base}/banner/${banner.id}`} />
      ))}
      {mine.length === 0 && !creating && (
        <Button variant="contained" onClick={() => setCreating(true)} aria-label={`${translate('app.advert.banner.create')}: ${title}`}>
          {translate('app.advert.banner.create')}
        </Button>
      )}
      {mine.length === 0 && creating && (
        <BannerCreateForm
          promoId={promoId}
          types={types}
          onCreated={(saved) => {
            setCreating(false);
            onCreated(saved);
          }}
          onCancel={() => setCreating(false)}
        />
      )}
    </Paper>
  );
}

const FLUID = { maxWidth: '100%', height: 'auto', display: 'block' } as const;
/** The image's pixel size keeps its place while it loads: the blocks below stay under the pointer. */
const pixelSize = ({ width, height }: Banner) => ({ width: width ?? undefined, height: height ?? undefined });

function LockedBanner({ banner, editPath }: { banner: Banner; editPath: string }) {
  const translate = useTranslate();
  const form = useForm({ values: bannerValues(banner.type, banner) });
  const name = translate(`app.advert.banner.type.${banner.type}`);
  return (
    <Box sx={{ mb: 2 }} data-testid="banner-locked">
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1 }}>
        <Typography variant="subtitle1" component="h3">
          {name}
        </Typography>
        <Button component={RouterLink} to={editPath} aria-label={`${translate('app.advert.banner.edit')}: ${name}`}>
          {translate('app.advert.banner.edit')}
        </Button>
      </Stack>
      {banner.link ? (
        <img src={banner.link} alt={banner.marker || name} {...pixelSize(banner)} style={FLUID} />
      ) : (
        <Typography variant="body2">{translate('app.advert.banner.noImage')}</Typography>
      )}
      <SizeWarning type={banner.type} size={banner} />
      <FormProvider {...form}>
        <Box sx={{ mt: 2 }}>
          <BannerFields type={banner.type} disabled />
        </Box>
      </FormProvider>
    </Box>
  );
}
