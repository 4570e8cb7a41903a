// The caption (alt) of one picture in RU and EN (000 §5 "Picture alt text", 001 §7, §8): checked
// in the browser by the shared schema (an invalid form sends nothing), saved through POST
// /api/admin/image/alt; the server's field errors go under the fields, any refusal raises the
// form error alert, and a success closes the modal. Closing it, or leaving the step, with a
// changed caption asks first (the engine's modal guard).
import { DialogContentText, Stack } from '@mui/material';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { pictureAltSchema } from '../../schemas/pictureAlt';
import { SchemaFormModal } from '../../src/engine/form/GuardedFormDialog';
import { type Persist, submissionErrors } from '../../src/engine/form/useResourceSave';
import { AltTextField } from './AltTextField';
import type { MediaCallsProvider, Picture, PicturesAnswer } from './mediaModel';

const MAX = pictureAltSchema.properties.RU.text.max;

interface Props {
  hash: string;
  picture: Picture;
  onSaved: (answer: PicturesAnswer) => void;
  onClose: () => void;
}

export function PictureAltDialog({ hash, picture, onSaved, onClose }: Props) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<MediaCallsProvider>();
  const notify = useNotify();
  const submit: Persist = async (values) => {
    try {
      onSaved(await dataProvider.savePictureAlt({ id: picture.id, RU: String(values.RU), EN: String(values.EN), hash }));
    } catch (error) {
      return submissionErrors(error, notify);
    }
    onClose();
    return undefined;
  };

  return (
    <SchemaFormModal
      schema={pictureAltSchema}
      // The schema's whole object, so that the browser checks what the server will.
      defaultValues={{ id: picture.id, hash, RU: picture.alt?.RU ?? '', EN: picture.alt?.EN ?? '' }}
      title={translate('app.media.alt.title')}
      submit={submit}
      onClose={onClose}
    >
      {() => (
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <img src={picture.thumb} alt="" width={96} height={72} style={{ objectFit: 'cover', borderRadius: 4 }} />
            <DialogContentText variant="body2">{translate('app.media.alt.hint')}</DialogContentText>
          </Stack>
          <AltTextField name="RU" label={translate('app.media.alt.RU')} max={MAX} autoFocus />
          <AltTextField name="EN" label={translate('app.media.alt.EN')} max={MAX} />
        </Stack>
      )}
    </SchemaFormModal>
  );
}
