// The caption (alt) of a doctor's photo in RU and EN (POST /api/admin/doctorimage/alt, max 256
// each): checked in the browser by the shared schema, the server's field errors under the fields,
// and a success closes the dialog.
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import type { AnySchemaObject } from 'ajv';
import { useMemo } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useForm } from 'react-hook-form';
import { EDIT_LANGS, type EditLang } from '../../../../common/lang';
import type { CallsProvider } from '../../../../dataProvider/callProvider';
import type { doctorAvatarCalls } from '../../../../resources/clinics/calls';
import { doctorAvatarAltSchema } from '../../../../schemas/doctorAvatarAlt';
import { schemaResolver } from '../../../../schemas/resolver';
import { submissionErrors } from '../../../engine/form/useResourceSave';
import type { AvatarAnswer } from './doctorsModel';

type Values = { hash: string } & Record<EditLang, string>;

interface Props {
  hash: string;
  alt: Record<EditLang, string>;
  onSaved: (answer: AvatarAnswer) => void;
  onClose: () => void;
}

export function AvatarAltDialog({ hash, alt, onSaved, onClose }: Props) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<CallsProvider<typeof doctorAvatarCalls>>();
  const resolver = useMemo(() => schemaResolver<Values>(doctorAvatarAltSchema as AnySchemaObject, translate), [translate]);
  const { register, handleSubmit, setError, formState } = useForm<Values>({ resolver, defaultValues: { hash, ...alt } });
  const save = handleSubmit(
    async (values) => {
      try {
        onSaved(await dataProvider.saveDoctorAvatarAlt({ hash, RU: values.RU, EN: values.EN }));
        notify('form.success', { type: 'success' });
        onClose();
      } catch (error) {
        for (const [field, message] of Object.entries(submissionErrors(error, notify)))
          setError(field as EditLang, { type: 'server', message });
      }
    },
    () => notify('form.error', { type: 'error' }),
  );
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="doctor-alt-title">
      <DialogTitle id="doctor-alt-title">{translate('app.doctors.avatar.altTitle')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {EDIT_LANGS.map((lang) => (
            <TextField
              key={lang}
              label={`${translate('app.doctors.avatar.alt')} (${lang})`}
              {...register(lang)}
              error={Boolean(formState.errors[lang])}
              helperText={formState.errors[lang]?.message}
            />
          ))}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" disabled={formState.isSubmitting} onClick={() => void save()}>
          {translate('app.form.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
