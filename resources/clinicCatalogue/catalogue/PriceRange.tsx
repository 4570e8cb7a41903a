// An entry's price range from–to in roubles (001 §5: digits only, 1 to 7 digits, no leading zero;
// "to" needs "from" and is not below it), checked by the shared schema before anything is sent,
// the message on the field at fault. Its save button saves this entry alone by the step's declared
// price call (the engine's call persist: the server's refusals on their fields); while edited it
// reports itself to the step (unsaved-changes modal).
import SaveIcon from '@mui/icons-material/Save';
import { Button, Stack, TextField } from '@mui/material';
import type { AnySchemaObject } from 'ajv';
import { useEffect, useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { type FieldValues, FormProvider, useForm, useFormContext } from 'react-hook-form';
import type { EditLang } from '../../../common/lang';
import { catalogueItemPriceSchema } from '../../../schemas/catalogueItemPrice';
import { schemaResolver } from '../../../schemas/resolver';
import { useFormSave } from '../../../src/engine/form/useFormSave';
import { useNotifyInvalidForm } from '../../../src/engine/form/useNotifyInvalidForm';
import { usePersist } from '../../../src/engine/form/usePersist';
import type { ReportPending } from '../../../src/engine/host/useHostPending';
import type { EntryView } from './catalogueModel';

interface Props {
  /** The declared call that saves an entry's range. */
  call: string;
  hash: string;
  lang: EditLang;
  entry: EntryView;
  onSaved: () => Promise<unknown>;
  reportDirty: ReportPending;
}

const asText = (price: number | null) => (price === null ? '' : String(price));
const FIELDS = [{ source: 'price' }, { source: 'priceEnd' }] as const;
const LABELS = { price: 'app.profileCatalogue.priceFrom', priceEnd: 'app.profileCatalogue.priceTo' } as const;

export function PriceRange(props: Props) {
  const translate = useTranslate();
  const resolver = useMemo(() => schemaResolver(catalogueItemPriceSchema as AnySchemaObject, translate), [translate]);
  const { entry } = props;
  const form = useForm<FieldValues>({
    resolver,
    defaultValues: { sid: entry.id, price: asText(entry.price), priceEnd: asText(entry.priceEnd) },
  });
  return (
    <FormProvider {...form}>
      <PriceInputs {...props} />
    </FormProvider>
  );
}

function PriceInputs({ call, hash, lang, entry, onSaved, reportDirty }: Props) {
  const translate = useTranslate();
  const { register, formState } = useFormContext();
  useNotifyInvalidForm();
  const persist = usePersist({ call, fields: FIELDS, input: { hash, sid: entry.id, locals: lang } }, { onSaved });
  // The shared schema first, then the call; the server's reasons on their fields.
  const save = useFormSave(persist);

  const key = `price:${entry.id}`;
  useEffect(() => reportDirty(key, formState.isDirty ? save : null), [reportDirty, key, formState.isDirty, save]);
  useEffect(() => () => reportDirty(key, null), [reportDirty, key]);

  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', flexWrap: 'wrap' }}>
      {FIELDS.map(({ source }) => {
        const error = formState.errors[source]?.message;
        const label = translate(LABELS[source]);
        return (
          <TextField
            key={source}
            {...register(source)}
            label={label}
            size="small"
            error={Boolean(error)}
            helperText={typeof error === 'string' ? error : ' '}
            sx={{ width: 140 }}
            slotProps={{
              htmlInput: {
                inputMode: 'numeric',
                'aria-label': translate('app.profileCatalogue.priceOf', { field: label, name: entry.name }),
              },
            }}
          />
        );
      })}
      <Button
        size="small"
        startIcon={<SaveIcon />}
        disabled={formState.isSubmitting}
        onClick={() => void save()}
        aria-label={translate('app.profileCatalogue.savePriceOf', { name: entry.name })}
        sx={{ mt: 0.5 }}
      >
        {translate('app.profileCatalogue.savePrice')}
      </Button>
    </Stack>
  );
}
