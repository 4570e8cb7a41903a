// The review modal's inputs and buttons (001 §2 "Modals: add and edit review", §5): inside
// react-admin's Form, checked by the shared schema. An invalid save raises the reviews form's own
// alert (001 §8 "Не все данные введены корректно"); closing with unsaved edits asks first. An
// imported review is shown read-only, with Close only.
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import { RichTextInput } from 'ra-input-rich-text';
import { AutocompleteInput, BooleanInput, DateInput, SelectInput, TextInput, useTranslate } from 'react-admin';
import { useFormState, useWatch } from 'react-hook-form';
import { useNotifyInvalidForm } from '../../../engine/form/useNotifyInvalidForm';
import type { Persist } from '../../../engine/form/useResourceSave';
import { useUnsavedChangesGuard } from '../../../engine/form/useUnsavedChangesGuard';
import { useValidatedSave } from '../../../engine/form/useValidatedSave';
import { richTextExtensions } from '../../../engine/widgets/richTextExtensions';
import { RichTextToolbar } from '../../../engine/widgets/richTextToolbar';
import { useLang } from '../../../useLang';
import { countryChoices } from './countryNames';
import { PickerField } from './PickerField';
import { RatingInput } from './RatingInput';
import type { usePickOptions } from './usePickOptions';

const editorOptions = { extensions: richTextExtensions };
const LOCALS = [
  { id: 'RU', name: 'RU' },
  { id: 'EN', name: 'EN' },
];

interface Props {
  title: string;
  readOnly: boolean;
  options: ReturnType<typeof usePickOptions>;
  /** Saves and stays (the guard's "save"); `submit` saves and closes. */
  persist: Persist;
  submit: Persist;
  onClose: () => void;
}

export function ReviewFormBody({ title, readOnly, options, persist, submit, onClose }: Props) {
  const translate = useTranslate();
  const lang = useLang();
  const { isDirty, isSubmitting } = useFormState();
  const allCategories = useWatch({ name: 'allCategories' });
  const saveWith = useValidatedSave();
  useNotifyInvalidForm('app.reviews.invalid');
  const guard = useUnsavedChangesGuard(isDirty && !readOnly, () => saveWith(persist));
  const close = () => guard.leave(onClose);
  const label = (field: string) => translate(`app.reviews.form.${field}`);
  const common = { disabled: readOnly, fullWidth: true };

  return (
    <Dialog open onClose={readOnly ? onClose : close} fullWidth maxWidth="md" aria-labelledby="review-form-title">
      <DialogTitle id="review-form-title">{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={0.5} sx={{ pt: 1 }}>
          {readOnly && (
            <Alert severity="info" sx={{ mb: 2 }}>
              {translate('app.reviews.form.importedNote')}
            </Alert>
          )}
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' } }}>
            <TextInput source="name" label={label('name')} {...common} />
            <AutocompleteInput source="country" label={label('country')} choices={countryChoices(lang)} {...common} />
          </Box>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' } }}>
            <SelectInput source="locals" label={label('locals')} choices={LOCALS} {...common} />
            <DateInput source="publishedDT" label={label('publishedDT')} {...common} />
            <DateInput source="curedDT" label={label('curedDT')} {...common} />
          </Box>
          <RatingInput label={label('rating')} readOnly={readOnly} />
          <TextInput source="youtube" label={label('youtube')} helperText={label('youtubeHint')} {...common} />
          <BooleanInput source="allCategories" label={label('allCategories')} disabled={readOnly} helperText={false} />
          <PickerField
            label={label('catalogue')}
            lists={['categories', 'specialties']}
            errorField="categories"
            options={options.catalogue}
            loading={options.loading.catalogue}
            nameOf={options.nameOf}
            disabled={readOnly || Boolean(allCategories)}
          />
          <PickerField
            label={label('doctors')}
            lists={['doctors']}
            errorField="doctors"
            options={options.doctors}
            loading={options.loading.doctors}
            nameOf={options.nameOf}
            disabled={readOnly}
          />
          <RichTextInput
            source="review"
            label={label('review')}
            helperText={label('reviewHint')}
            fullWidth
            disabled={readOnly}
            editorOptions={editorOptions}
            toolbar={<RichTextToolbar />}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        {readOnly ? (
          <Button variant="contained" onClick={onClose}>
            {label('close')}
          </Button>
        ) : (
          <>
            <Button onClick={close}>{translate('app.form.cancel')}</Button>
            <Button variant="contained" disabled={isSubmitting} onClick={() => void saveWith(submit)}>
              {translate('app.form.save')}
            </Button>
          </>
        )}
      </DialogActions>
      {guard.dialog}
    </Dialog>
  );
}
