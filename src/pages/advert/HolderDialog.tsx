// The holder's create/edit modal (002 §7 POST/PUT /api/admin/advertiser): the name and the clinics
// it is linked to, checked by the shared schema in the browser and again on the server; a save
// over someone else's newer one offers to reload or overwrite.
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import type { AnySchemaObject } from 'ajv';
import { useMemo } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { FormProvider, useForm } from 'react-hook-form';
import type { CallsProvider } from '../../../dataProvider/callProvider';
import type { Advertiser } from '../../../resources/advert/advertModel';
import type { advertisingCalls } from '../../../resources/advert/calls';
import { advertiserSchema } from '../../../schemas/advertiser';
import { schemaResolver } from '../../../schemas/resolver';
import { ConflictDialog } from '../../engine/form/ConflictDialog';
import { NotifyInvalidForm } from '../../engine/form/NotifyInvalidForm';
import { type Persist, submissionErrors } from '../../engine/form/useResourceSave';
import { useVersionConflict } from '../../engine/form/useVersionConflict';
import { IdsPicker } from './IdsPicker';
import { joinIds, useAdvertRefresh, useClinicOptions } from './useAdvert';

type HolderValues = { name: string; clinicIds: string };

interface Props {
  holder?: Advertiser;
  onClose: () => void;
}

export function HolderDialog({ holder, onClose }: Props) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<CallsProvider<typeof advertisingCalls>>();
  const refresh = useAdvertRefresh();
  const clinics = useClinicOptions();
  const resolver = useMemo(() => schemaResolver<HolderValues>(advertiserSchema as AnySchemaObject, translate), [translate]);
  const form = useForm<HolderValues>({ resolver, defaultValues: { name: holder?.name ?? '', clinicIds: joinIds(holder?.clinicIds) } });
  const conflict = useVersionConflict(refresh);

  const persist: Persist = async (values, options) => {
    try {
      const { name, clinicIds } = values as HolderValues;
      if (holder)
        await dataProvider.saveAdvertiser({ id: holder.id, name, clinicIds }, { version: options?.overwrite ? undefined : holder.updated });
      else await dataProvider.createAdvertiser({ name, clinicIds });
      await refresh();
      notify('app.advert.messages.saved', { type: 'success' });
      onClose();
      return undefined;
    } catch (error) {
      return submissionErrors(error, notify, () => conflict.open(values));
    }
  };

  const submit = form.handleSubmit(async (values) => {
    const errors = await persist(values);
    for (const [field, message] of Object.entries(errors ?? {})) {
      form.setError(field as keyof HolderValues, { type: 'server', message: String(message) });
    }
  });

  const title = holder ? translate('app.advert.holders.edit', { name: holder.name }) : translate('app.advert.holders.create');
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="holder-dialog-title">
      <DialogTitle id="holder-dialog-title">{title}</DialogTitle>
      <FormProvider {...form}>
        <NotifyInvalidForm />
        <ConflictDialog conflict={conflict} persist={persist} />
        <form onSubmit={(event) => void submit(event)} noValidate>
          <DialogContent>
            <Stack spacing={2} sx={{ pt: 1 }}>
              <TextField
                {...form.register('name')}
                label={translate('app.advert.holders.name')}
                required
                autoFocus
                error={!!form.formState.errors.name}
                helperText={form.formState.errors.name?.message}
              />
              <IdsPicker name="clinicIds" label={translate('app.advert.holders.clinics')} options={clinics} />
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{translate('app.form.cancel')}</Button>
            <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
              {translate('app.form.save')}
            </Button>
          </DialogActions>
        </form>
      </FormProvider>
    </Dialog>
  );
}
