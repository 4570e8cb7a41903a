// /admin/advertising's promo form (002 §2 "create promotion" and /admin/advertising/{id}): the
// shared name and days (PromoFormFrame), the holder, and the directions and diseases (at least
// one), sent in the first payload shape of 002 §7 (categories and diseases as comma lists) with the
// holder beside them. A new promo with a holder goes on to its banner page (002 §2: details, then
// banner upload); otherwise back to the list.
import { MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import type { Promo } from '../../../resources/advert/advertModel';
import { joinIds } from '../../engine/widgets/idList';
import { PromoFormFrame } from './PromoFormFrame';
import { TargetsPicker } from './TargetsPicker';
import { useHolders } from './useAdvert';

type PromotionValues = { name: string; startDate: string; endDate: string; advertiserId: string; categories: string; diseases: string };

export const PROMOTIONS = '/admin/advertising';

const valuesOf = (promo?: Promo): PromotionValues => ({
  name: promo?.name ?? '',
  startDate: promo?.startDate ?? '',
  endDate: promo?.endDate ?? '',
  advertiserId: promo?.advertiserId ? String(promo.advertiserId) : '',
  categories: joinIds(promo?.categories),
  diseases: joinIds(promo?.diseases),
});

export function PromotionForm({ promo }: { promo?: Promo }) {
  return (
    <PromoFormFrame
      promo={promo}
      defaults={valuesOf(promo)}
      toBody={(values) => ({ ...values })}
      savedTo={(promoId, values) => {
        const holder = Number(values.advertiserId);
        return !promo && holder > 0 ? `/admin/advert/holders/${holder}/promo/${promoId}` : PROMOTIONS;
      }}
      back={PROMOTIONS}
      removedTo={PROMOTIONS}
      saveLabel="app.form.save"
    >
      <HolderSelect promo={promo} />
      <TargetsPicker prefix="" />
    </PromoFormFrame>
  );
}

/** The holder, or "no advertiser" (a choice of its own: shown, not an empty box). */
function HolderSelect({ promo }: { promo?: Promo }) {
  const translate = useTranslate();
  const form = useFormContext<PromotionValues>();
  const active = useHolders().data ?? [];
  // A retired holder is no longer listed: its promo still names it, by id.
  const holders =
    promo?.advertiserId && !active.some((holder) => holder.id === promo.advertiserId)
      ? [...active, { id: promo.advertiserId, name: `#${promo.advertiserId}` }]
      : active;
  const error = form.formState.errors.advertiserId;
  return (
    <TextField
      {...form.register('advertiserId')}
      value={form.watch('advertiserId')}
      select
      label={translate('app.advert.promo.holder')}
      slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
      error={!!error}
      helperText={error?.message ?? translate('app.advert.promo.holderHint')}
    >
      <MenuItem value="">{translate('app.advert.promo.noHolder')}</MenuItem>
      {holders.map((holder) => (
        <MenuItem key={holder.id} value={String(holder.id)}>
          {holder.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
