// /admin/advert/holders/{id}/edit/{promoId} (002 §2, §5 "Promo"; 0 = new): name, start and end
// dates (PromoFormFrame), sent in the holder flow's shape. A new promo goes on to its banner page,
// an edited one back to the holder; delete returns to the holder; back goes to the holders list
// (002 §2).
import { useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import type { Promo } from '../../../resources/advert/advertModel';
import { PageCard } from '../../engine/PageCard';
import { PromoFormFrame } from './PromoFormFrame';
import { usePromo } from './useAdvert';

export default function PromoFormPage() {
  const translate = useTranslate();
  const params = useParams();
  const holderId = Number(params.id);
  const promoId = Number(params.promoId);
  const { data: promo, isError } = usePromo(promoId);
  const title = promoId > 0 ? (promo?.name ?? translate('app.advert.promo.title')) : translate('app.advert.promo.newTitle');
  return (
    <PageCard title={title} failed={isError && 'app.advert.messages.loadFailed'} maxWidth={640}>
      {(promoId === 0 || promo) && <PromoForm key={promo?.updated ?? 0} holderId={holderId} promo={promo} />}
    </PageCard>
  );
}

function PromoForm({ holderId, promo }: { holderId: number; promo?: Promo }) {
  const holderPage = `/admin/advert/holders/${holderId}`;
  return (
    <PromoFormFrame
      promo={promo}
      defaults={{ name: promo?.name ?? '', startDate: promo?.startDate ?? '', endDate: promo?.endDate ?? '' }}
      toBody={({ name, startDate, endDate }) => ({ name, startDate, endDate, advertiserId: holderId })}
      savedTo={(promoId) => (promo ? holderPage : `${holderPage}/promo/${promoId}`)}
      back="/admin/advert/holders"
      removedTo={holderPage}
      saveLabel={promo ? 'app.form.save' : 'app.advert.promo.continue'}
      autoFocus
    />
  );
}
