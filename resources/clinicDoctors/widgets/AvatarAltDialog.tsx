// The caption (alt) of a doctor's photo in RU and EN (POST /api/admin/doctorimage/alt, max 256
// each): checked in the browser by the shared schema, the server's field errors under the fields,
// and a success closes the dialog; closing it with a changed caption asks first.
import { Stack } from '@mui/material';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { EDIT_LANGS, type EditLang } from '../../../common/lang';
import type { CallsProvider } from '../../../dataProvider/callProvider';
import { doctorAvatarAltSchema } from '../../../schemas/doctorAvatarAlt';
import { FormTextField } from '../../../src/engine/form/FormTextField';
import { SchemaFormModal } from '../../../src/engine/form/GuardedFormDialog';
import { type Persist, submissionErrors } from '../../../src/engine/form/useResourceSave';
import type { doctorAvatarCalls } from '../../clinics/calls';
import type { AvatarAnswer } from '../doctorTexts';

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
  const submit: Persist = async (values) => {
    try {
      onSaved(await dataProvider.saveDoctorAvatarAlt({ hash, RU: String(values.RU), EN: String(values.EN) }));
    } catch (error) {
      return submissionErrors(error, notify);
    }
    notify('form.success', { type: 'success' });
    onClose();
    return undefined;
  };
  return (
    <SchemaFormModal
      schema={doctorAvatarAltSchema}
      defaultValues={{ hash, ...alt }}
      title={translate('app.doctors.avatar.altTitle')}
      submit={submit}
      onClose={onClose}
    >
      {() => (
        <Stack spacing={2} sx={{ pt: 1 }}>
          {EDIT_LANGS.map((lang) => (
            <FormTextField key={lang} name={lang} label={`${translate('app.doctors.avatar.alt')} (${lang})`} />
          ))}
        </Stack>
      )}
    </SchemaFormModal>
  );
}
