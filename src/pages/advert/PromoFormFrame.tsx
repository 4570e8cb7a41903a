// The promo form both promo screens share (002 §5 "Promo"): name, start and end days checked by
// the shared schema (schemas/promo.ts) here and on the server, the version conflict choice, save,
// back and delete. The holder's page (PromoFormPage) sends the holder flow's shape; /admin/advertising
// (PromotionForm) adds the holder select and the directions/diseases picker as children.
import { Button, Stack, TextField } from '@mui/material';
import type { AnySchemaObject } from 'ajv';
import { type ReactNode, useMemo, useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { type DefaultValues, type FieldValues, FormProvider, type Path, useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import type { CallInput } from '../../../common/calls';
import type { CallsProvider } from '../../../dataProvider/callProvider';
import type { Promo } from '../../../resources/advert/advertModel';
import type { promoCalls } from '../../../resources/advert/calls';
import { promoSchema } from '../../../schemas/promo';
import { schemaResolver } from '../../../schemas/resolver';
import { ConflictDialog } from '../../engine/form/ConflictDialog';
import { NotifyInvalidForm } from '../../engine/form/NotifyInvalidForm';
import { RemoveConfirm } from '../../engine/form/RemoveConfirm';
import { type Persist, submissionErrors } from '../../engine/form/useResourceSave';
import { useVersionConflict } from '../../engine/form/useVersionConflict';
import { PromoDateField } from './PromoDateField';
import { useAdvertRefresh } from './useAdvert';

export type PromoBaseValues = { name: string; startDate: string; endDate: string };

/** A promo as its saves send it (the declared body, schemas/promo.ts). */
export type PromoBody = CallInput<typeof promoCalls.calls.createPromo>;

interface Props<V extends PromoBaseValues> {
  promo?: Promo;
  defaults: V;
  /** The payload sent (createPromo, savePromo). */
  toBody: (values: V) => PromoBody;
  /** Where a save leads, given the saved promo's id. */
  savedTo: (promoId: number, values: V) => string;
  /** The back link, and where a delete leads. */
  back: string;
  removedTo: string;
  saveLabel: string;
  autoFocus?: boolean;
  children?: ReactNode;
}

export function PromoFormFrame<V extends PromoBaseValues>(props: Props<V>) {
  const { promo, defaults, toBody, savedTo, back, removedTo, saveLabel, autoFocus, children } = props;
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const dataProvider = useDataProvider<CallsProvider<typeof promoCalls>>();
  const refresh = useAdvertRefresh();
  const [removing, setRemoving] = useState(false);
  const resolver = useMemo(() => schemaResolver<V & FieldValues>(promoSchema as AnySchemaObject, translate), [translate]);
  const form = useForm<V & FieldValues>({ resolver, defaultValues: defaults as DefaultValues<V & FieldValues> });
  const conflict = useVersionConflict(refresh);

  const persist: Persist = async (values, options) => {
    try {
      const body = toBody(values as V);
      const saved = promo
        ? await dataProvider.savePromo({ ...body, id: promo.id }, { version: options?.overwrite ? undefined : promo.updated })
        : await dataProvider.createPromo(body);
      await refresh();
      notify('app.advert.messages.saved', { type: 'success' });
      navigate(savedTo(saved.promoId, values as V));
      return undefined;
    } catch (error) {
      return submissionErrors(error, notify, () => conflict.open(values));
    }
  };

  const submit = form.handleSubmit(async (values) => {
    for (const [field, message] of Object.entries((await persist(values)) ?? {})) {
      form.setError(field as Path<V & FieldValues>, { type: 'server', message: String(message) });
    }
  });

  const nameError = form.formState.errors.name;
  return (
    <FormProvider {...form}>
      <NotifyInvalidForm />
      <ConflictDialog conflict={conflict} persist={persist} />
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack spacing={2} sx={{ maxWidth: 640 }}>
          <TextField
            {...form.register('name' as Path<V & FieldValues>)}
            label={translate('app.advert.promo.name')}
            required
            autoFocus={autoFocus}
            error={!!nameError}
            helperText={nameError?.message as string | undefined}
          />
          <PromoDateField name="startDate" />
          <PromoDateField name="endDate" />
          {children}
          <Stack direction="row" spacing={2}>
            <Button component={RouterLink} to={back}>
              {translate('app.advert.promo.back')}
            </Button>
            {promo && (
              <Button color="error" onClick={() => setRemoving(true)}>
                {translate('app.advert.promo.remove')}
              </Button>
            )}
            <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
              {translate(saveLabel)}
            </Button>
          </Stack>
        </Stack>
      </form>
      {promo && removing && (
        <RemoveConfirm
          title={translate('app.advert.promo.confirmRemove', { name: promo.name })}
          request={() => dataProvider.deletePromo({ id: promo.id })}
          removed="app.advert.messages.deleted"
          failed="form.delete.error"
          onRemoved={() => {
            void refresh();
            navigate(removedTo);
          }}
          onClose={() => setRemoving(false)}
        />
      )}
    </FormProvider>
  );
}
