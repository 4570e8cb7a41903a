// /admin/advertising/{id} (002 §2): a promo's edit in /admin/advertising's form.
import { Card, CardContent, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { PromotionForm } from './PromotionForm';
import { usePromo } from './useAdvert';

export default function PromotionEditPage() {
  const translate = useTranslate();
  const { data: promo, isError } = usePromo(Number(useParams().id));
  const title = promo?.name ?? translate('app.advert.promo.title');
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={title} />
      <CardContent>
        <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
          {title}
        </Typography>
        {isError && <Typography color="error">{translate('app.advert.messages.loadFailed')}</Typography>}
        {promo && <PromotionForm key={promo.updated} promo={promo} />}
      </CardContent>
    </Card>
  );
}
