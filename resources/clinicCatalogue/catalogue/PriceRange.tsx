// An entry's price range from–to in roubles (001 §5: digits only, 1 to 7 digits, no leading zero;
// "to" needs "from" and is not below it), checked by the shared schema before anything is sent,
// the message on the field at fault. Its save button saves this entry alone; while edited it
// reports itself to the step (unsaved-changes modal).
import SaveIcon from '@mui/icons-material/Save';
import { Button, Stack, TextField } from '@mui/material';
import type { AnySchemaObject } from 'ajv';
import { useCallback, useEffect, useMemo } from 'react';
import { setSubmissionErrors, useNotify, useTranslate } from 'react-admin';
import { type FieldValues, useForm } from 'react-hook-form';
import type { EditLang } from '../../../common/lang';
import { catalogueItemPriceSchema } from '../../../schemas/catalogueItemPrice';
import { schemaResolver } from '../../../schemas/resolver';
import { submissionErrors } from '../../../src/engine/form/submissionErrors';
import type { EntryView } from './catalogueModel';
import { type CatalogueKindName, KIND_CALLS } from './kindCalls';
import type { CatalogueData } from './useCatalogue';
import type { ReportDirty } from './useDirtySaves';

interface Props {
  kind: CatalogueKindName;
  hash: string;
  lang: EditLang;
  entry: EntryView;
  write: CatalogueData['write'];
  reportDirty: ReportDirty;
}

const asText = (price: number | null) => (price === null ? '' : String(price));
const FIELDS = ['price', 'priceEnd'] as const;
const LABELS = { price: 'app.profileCatalogue.priceFrom', priceEnd: 'app.profileCatalogue.priceTo' } as const;

export function PriceRange({ kind, hash, lang, entry, write, reportDirty }: Props) {
  const translate = useTranslate();
  const notify = useNotify();
  const resolver = useMemo(() => schemaResolver(catalogueItemPriceSchema as AnySchemaObject, translate), [translate]);
  const defaultValues = { sid: entry.id, price: asText(entry.price), priceEnd: asText(entry.priceEnd) };
  const { register, handleSubmit, reset, setError, formState } = useForm<FieldValues>({ resolver, defaultValues });

  const save = useCallback(
    () =>
      new Promise<boolean>((resolve) => {
        void handleSubmit(
          async (values) => {
            try {
              // The form's values are checked by the shared schema, not by these types.
              await write((dataProvider) => dataProvider[KIND_CALLS[kind].savePrice]({ hash, ...values, locals: lang } as never), {
                quiet: true,
              });
              reset(values);
              resolve(true);
            } catch (error) {
              setSubmissionErrors(submissionErrors(error, notify), setError);
              resolve(false);
            }
          },
          () => {
            notify('form.error', { type: 'error' });
            resolve(false);
          },
        )();
      }),
    [handleSubmit, write, kind, hash, lang, reset, setError, notify],
  );

  const key = `price:${entry.id}`;
  useEffect(() => reportDirty(key, formState.isDirty ? save : null), [reportDirty, key, formState.isDirty, save]);
  useEffect(() => () => reportDirty(key, null), [reportDirty, key]);

  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', flexWrap: 'wrap' }}>
      {FIELDS.map((field) => {
        const error = formState.errors[field]?.message;
        const label = translate(LABELS[field]);
        return (
          <TextField
            key={field}
            {...register(field)}
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
