// /admin/advertising/{id} (002 §2): a promo's edit in /admin/advertising's form.
import { useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { PageCard } from '../../engine/PageCard';
import { PromotionForm } from './PromotionForm';
import { usePromo } from './useAdvert';

export default function PromotionEditPage() {
  const translate = useTranslate();
  const { data: promo, isError } = usePromo(Number(useParams().id));
  const title = promo?.name ?? translate('app.advert.promo.title');
  return (
    <PageCard title={title} failed={isError && 'app.advert.messages.loadFailed'}>
      {promo && <PromotionForm key={promo.updated} promo={promo} />}
    </PageCard>
  );
}
