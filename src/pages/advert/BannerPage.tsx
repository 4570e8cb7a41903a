// /admin/advert/holders/{id}/promo/{promoId} (002 §2 banner page): back to the holder, the
// promo's banners at their real sizes (issue 15 point 4), and the three blocks (FULL with its
// mobile version, THIRD, CLINIC_BASED), each with Create only while it is empty.
import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { Title, useTranslate } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { BANNER_BLOCKS } from '../../../common/advert';
import type { Banner, Promo } from '../../../resources/advert/advertModel';
import { BannerBlockCard } from './BannerBlockCard';
import { BannerPreviews } from './BannerPreviews';
import { PROMOS, usePromo } from './useAdvert';

export default function BannerPage() {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const params = useParams();
  const holderId = Number(params.id);
  const promoId = Number(params.promoId);
  const { data: promo, isError } = usePromo(promoId);
  const holderPage = `/admin/advert/holders/${holderId}`;
  // The answer is the promo's banners: shown at once; the whole promo reloads 3 s later (002 §9).
  const showCreated = (banners: Banner[]) =>
    queryClient.setQueriesData<Promo>(
      { queryKey: [PROMOS, 'getOne', { id: String(promoId) }] },
      (current) => current && { ...current, banners },
    );
  const title = translate('app.advert.banner.title', { name: promo?.name ?? '' });
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={title} />
      <CardContent>
        <Button component={RouterLink} to={holderPage} sx={{ mb: 2 }}>
          {translate('app.advert.banner.backToHolder')}
        </Button>
        {isError && <Typography color="error">{translate('app.advert.messages.loadFailed')}</Typography>}
        {promo && (
          <>
            <Typography variant="h5" component="h1">
              {title}
            </Typography>
            <Typography variant="body2" sx={{ mb: 2 }}>
              {translate('app.advert.promo.period', { start: promo.startDate, end: promo.endDate })}
            </Typography>
            <BannerPreviews banners={promo.banners} />
            <Stack spacing={2}>
              {BANNER_BLOCKS.map(({ block, types }) => (
                <BannerBlockCard
                  key={block}
                  block={block}
                  types={types}
                  promoId={promo.id}
                  banners={promo.banners}
                  base={`${holderPage}/promo/${promo.id}`}
                  onCreated={showCreated}
                />
              ))}
            </Stack>
          </>
        )}
      </CardContent>
    </Card>
  );
}
