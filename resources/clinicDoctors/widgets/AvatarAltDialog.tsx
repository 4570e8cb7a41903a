// The caption (alt) of a doctor's photo in RU and EN (POST /api/admin/doctorimage/alt, max 256
// each): checked in the browser by the shared schema, the server's field errors under the fields,
// and a success closes the dialog; closing it with a changed caption asks first.
import { Stack } from '@mui/material';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { EDIT_LANGS, type EditLang } from '../../../common/lang';
import type { CallsProvider } from '../../../dataProvider/callProvider';
import { doctorAvatarAltSchema } from '../../../schemas/doctorAvatarAlt';
import { FormFrame } from '../../../src/engine/form/FormFrame';
import { FormTextField } from '../../../src/engine/form/FormTextField';
import { type Persist, submissionErrors } from '../../../src/engine/form/submissionErrors';
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
    return undefined;
  };
  return (
    <FormFrame
      schema={doctorAvatarAltSchema}
      name="doctors"
      sections={[]}
      record={{ hash, ...alt }}
      persist={submit}
      modal={{ title: translate('app.doctors.avatar.altTitle'), onClose }}
    >
      <Stack spacing={2}>
        {EDIT_LANGS.map((lang) => (
          <FormTextField key={lang} name={lang} label={`${translate('app.doctors.avatar.alt')} (${lang})`} />
        ))}
      </Stack>
    </FormFrame>
  );
}
