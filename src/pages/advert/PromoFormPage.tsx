// /admin/advert/holders/{id}/edit/{promoId} (002 §2, §5 "Promo"; 0 = new): name, start and end
// dates, checked by the shared schema (schemas/promo.ts) in the browser and on the server. A new
// promo goes on to its banner page, an edited one back to the holder; delete returns to the
// holder; back goes to the holders list (002 §2).
import { Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import type { AnySchemaObject } from 'ajv';
import { useMemo, useState } from 'react';
import { Title, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { FormProvider, useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
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
import { useAdvertRefresh, usePromo } from './useAdvert';

type PromoValues = { name: string; startDate: string; endDate: string; advertiserId: number };

export default function PromoFormPage() {
  const translate = useTranslate();
  const params = useParams();
  const holderId = Number(params.id);
  const promoId = Number(params.promoId);
  const { data: promo, isError } = usePromo(promoId);
  const title = promoId > 0 ? (promo?.name ?? translate('app.advert.promo.title')) : translate('app.advert.promo.newTitle');
  return (
    <Card sx={{ mt: 2, maxWidth: 640 }}>
      <Title title={title} />
      <CardContent>
        <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
          {title}
        </Typography>
        {isError && <Typography color="error">{translate('app.advert.messages.loadFailed')}</Typography>}
        {(promoId === 0 || promo) && <PromoForm key={promo?.updated ?? 0} holderId={holderId} promo={promo} />}
      </CardContent>
    </Card>
  );
}

function PromoForm({ holderId, promo }: { holderId: number; promo?: Promo }) {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const refresh = useAdvertRefresh();
  const [removing, setRemoving] = useState(false);
  const resolver = useMemo(() => schemaResolver<PromoValues>(promoSchema as AnySchemaObject, translate), [translate]);
  const form = useForm<PromoValues>({
    resolver,
    defaultValues: { name: promo?.name ?? '', startDate: promo?.startDate ?? '', endDate: promo?.endDate ?? '', advertiserId: holderId },
  });
  const conflict = useVersionConflict(refresh);
  const holderPage = `/admin/advert/holders/${holderId}`;

  const persist: Persist = async (values, options) => {
    try {
      const { name, startDate, endDate } = values as PromoValues;
      const body = { name, startDate, endDate, advertiserId: holderId };
      const saved = await dataProvider.request<{ promoId: number }>(advertCalls.savePromo(body, promo, options?.overwrite));
      await refresh();
      notify('app.advert.messages.saved', { type: 'success' });
      navigate(promo ? holderPage : `${holderPage}/promo/${saved.promoId}`);
      return undefined;
    } catch (error) {
      return submissionErrors(error, notify, () => conflict.open(values));
    }
  };

  const submit = form.handleSubmit(async (values) => {
    const errors = await persist(values);
    for (const [field, message] of Object.entries(errors ?? {})) {
      form.setError(field as keyof PromoValues, { type: 'server', message: String(message) });
    }
  });

  const { errors } = form.formState;

  return (
    <FormProvider {...form}>
      <NotifyInvalidForm />
      <ConflictDialog conflict={conflict} persist={persist} />
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack spacing={2}>
          <TextField
            {...form.register('name')}
            label={translate('app.advert.promo.name')}
            required
            autoFocus
            error={!!errors.name}
            helperText={errors.name?.message}
          />
          <PromoDateField name="startDate" />
          <PromoDateField name="endDate" />
          <Stack direction="row" spacing={2}>
            <Button component={RouterLink} to="/admin/advert/holders">
              {translate('app.advert.promo.back')}
            </Button>
            {promo && (
              <Button color="error" onClick={() => setRemoving(true)}>
                {translate('app.advert.promo.remove')}
              </Button>
            )}
            <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
              {translate(promo ? 'app.form.save' : 'app.advert.promo.continue')}
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
            navigate(holderPage);
          }}
          onClose={() => setRemoving(false)}
        />
      )}
    </FormProvider>
  );
}
