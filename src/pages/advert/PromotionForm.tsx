// /admin/advertising's promo form (002 §2 "create promotion" and /admin/advertising/{id}): name,
// start and end days, the holder, and the directions and diseases (at least one), sent in the first
// payload shape of 002 §7 (categories and diseases as comma lists) with the holder beside them.
// The shared schema (schemas/promo.ts) checks it here and on the server. A new promo with a holder
// goes on to its banner page (002 §2: details, then banner upload); otherwise back to the list.
import { Button, MenuItem, Stack, TextField } from '@mui/material';
import type { AnySchemaObject } from 'ajv';
import { useMemo, useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { FormProvider, useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { advertCalls, type Promo } from '../../../dataProvider/advertCalls';
import type { AppDataProvider } from '../../../dataProvider/index';
import { promoSchema } from '../../../schemas/promo';
import { schemaResolver } from '../../../schemas/resolver';
import { ConflictDialog } from '../../engine/form/ConflictDialog';
import { NotifyInvalidForm } from '../../engine/form/NotifyInvalidForm';
import { RemoveConfirm } from '../../engine/form/RemoveConfirm';
import { type Persist, submissionErrors } from '../../engine/form/useResourceSave';
import { useVersionConflict } from '../../engine/form/useVersionConflict';
import { PromoDateField } from './PromoDateField';
import { TargetsPicker } from './TargetsPicker';
import { joinIds, useAdvertRefresh, useHolders } from './useAdvert';

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
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const refresh = useAdvertRefresh();
  const active = useHolders().data?.advertisers ?? [];
  // A retired holder is no longer listed: its promo still names it, by id.
  const holders =
    promo?.advertiserId && !active.some((holder) => holder.id === promo.advertiserId)
      ? [...active, { id: promo.advertiserId, name: `#${promo.advertiserId}` }]
      : active;
  const [removing, setRemoving] = useState(false);
  const resolver = useMemo(() => schemaResolver<PromotionValues>(promoSchema as AnySchemaObject, translate), [translate]);
  const form = useForm<PromotionValues>({ resolver, defaultValues: valuesOf(promo) });
  const conflict = useVersionConflict(refresh);

  const persist: Persist = async (values, options) => {
    try {
      const body = values as PromotionValues;
      const saved = await dataProvider.request<{ promoId: number }>(advertCalls.savePromo({ ...body }, promo, options?.overwrite));
      await refresh();
      notify('app.advert.messages.saved', { type: 'success' });
      const holder = Number(body.advertiserId);
      navigate(!promo && holder > 0 ? `/admin/advert/holders/${holder}/promo/${saved.promoId}` : PROMOTIONS);
      return undefined;
    } catch (error) {
      return submissionErrors(error, notify, () => conflict.open(values));
    }
  };

  const submit = form.handleSubmit(async (values) => {
    for (const [field, message] of Object.entries((await persist(values)) ?? {})) {
      form.setError(field as keyof PromotionValues, { type: 'server', message: String(message) });
    }
  });

  const { errors } = form.formState;
  const holderValue = form.watch('advertiserId');
  return (
    <FormProvider {...form}>
      <NotifyInvalidForm />
      <ConflictDialog conflict={conflict} persist={persist} />
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack spacing={2} sx={{ maxWidth: 640 }}>
          <TextField
            {...form.register('name')}
            label={translate('app.advert.promo.name')}
            required
            error={!!errors.name}
            helperText={errors.name?.message}
          />
          <PromoDateField name="startDate" />
          <PromoDateField name="endDate" />
          <TextField
            {...form.register('advertiserId')}
            value={holderValue}
            select
            label={translate('app.advert.promo.holder')}
            // "No advertiser" is a choice of its own: shown, not an empty box.
            slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
            error={!!errors.advertiserId}
            helperText={errors.advertiserId?.message ?? translate('app.advert.promo.holderHint')}
          >
            <MenuItem value="">{translate('app.advert.promo.noHolder')}</MenuItem>
            {holders.map((holder) => (
              <MenuItem key={holder.id} value={String(holder.id)}>
                {holder.name}
              </MenuItem>
            ))}
          </TextField>
          <TargetsPicker prefix="" />
          <Stack direction="row" spacing={2}>
            <Button component={RouterLink} to={PROMOTIONS}>
              {translate('app.advert.promo.back')}
            </Button>
            {promo && (
              <Button color="error" onClick={() => setRemoving(true)}>
                {translate('app.advert.promo.remove')}
              </Button>
            )}
            <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
              {translate('app.form.save')}
            </Button>
          </Stack>
        </Stack>
      </form>
      {promo && removing && (
        <RemoveConfirm
          title={translate('app.advert.promo.confirmRemove', { name: promo.name })}
          request={advertCalls.dropPromo(promo)}
          removed="app.advert.messages.deleted"
          failed="form.delete.error"
          onRemoved={() => {
            void refresh();
            navigate(PROMOTIONS);
          }}
          onClose={() => setRemoving(false)}
        />
      )}
    </FormProvider>
  );
}
