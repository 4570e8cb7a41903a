// The caption (alt) of one picture in RU and EN (000 §5 "Picture alt text", 001 §7, §8): checked
// in the browser by the shared schema (an invalid form sends nothing), saved through POST
// /api/admin/image/alt; the server's field errors go under the fields, any refusal raises the
// form error alert, and a success closes the modal.
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack } from '@mui/material';
import type { AnySchemaObject } from 'ajv';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { FormProvider, useForm } from 'react-hook-form';
import { pictureAltSchema } from '../../../../schemas/pictureAlt';
import { schemaResolver } from '../../../../schemas/resolver';
import { NotifyInvalidForm } from '../../../engine/form/NotifyInvalidForm';
import { submissionErrors } from '../../../engine/form/useResourceSave';
import { AltTextField } from './AltTextField';
import type { MediaCallsProvider, Picture, PicturesAnswer } from './mediaModel';

const MAX = pictureAltSchema.properties.RU.text.max;

/** The form's values: the schema's whole object, so that the browser checks what the server will. */
type AltValues = { id: number; hash: string; RU: string; EN: string };

interface Props {
  hash: string;
  picture: Picture;
  onSaved: (answer: PicturesAnswer) => void;
  onClose: () => void;
  /** The dialog's save while it has unsaved edits (for the frame's guard), else null. */
  onPending: (save: (() => Promise<boolean>) | null) => void;
}

export function PictureAltDialog({ hash, picture, onSaved, onClose, onPending }: Props) {
  const translate = useTranslate();
  const resolver = useMemo(() => schemaResolver<AltValues>(pictureAltSchema as AnySchemaObject, translate), [translate]);
  const form = useForm<AltValues>({
    resolver,
    defaultValues: { id: picture.id, hash, RU: picture.alt?.RU ?? '', EN: picture.alt?.EN ?? '' },
  });
  const dataProvider = useDataProvider<MediaCallsProvider>();
  const notify = useNotify();
  const { handleSubmit, setError } = form;
  const { isDirty, isSubmitting } = form.formState;
  // The save stays one function while the dialog is open (the frame's guard holds it); it reads
  // the latest props here.
  const latest = useRef({ dataProvider, notify, hash, picture, onSaved, onClose });
  latest.current = { dataProvider, notify, hash, picture, onSaved, onClose };

  const save = useCallback(
    () =>
      new Promise<boolean>((resolve) => {
        void handleSubmit(
          async ({ RU, EN }) => {
            const props = latest.current;
            try {
              props.onSaved(await props.dataProvider.savePictureAlt({ id: props.picture.id, RU, EN, hash: props.hash }));
              resolve(true);
              props.onClose();
            } catch (error) {
              const fields = submissionErrors(error, props.notify);
              for (const [field, message] of Object.entries(fields)) setError(field as keyof AltValues, { type: 'server', message });
              resolve(false);
            }
          },
          () => resolve(false),
        )();
      }),
    [handleSubmit, setError],
  );

  useEffect(() => onPending(isDirty ? save : null), [isDirty, save, onPending]);
  useEffect(() => () => onPending(null), [onPending]);

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="picture-alt-title">
      <FormProvider {...form}>
        <NotifyInvalidForm />
        <DialogTitle id="picture-alt-title">{translate('app.media.alt.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
              <img src={picture.thumb} alt="" width={96} height={72} style={{ objectFit: 'cover', borderRadius: 4 }} />
              <DialogContentText variant="body2">{translate('app.media.alt.hint')}</DialogContentText>
            </Stack>
            <AltTextField name="RU" label={translate('app.media.alt.RU')} max={MAX} autoFocus />
            <AltTextField name="EN" label={translate('app.media.alt.EN')} max={MAX} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('app.form.cancel')}</Button>
          <Button variant="contained" disabled={isSubmitting} onClick={() => void save()}>
            {translate('app.form.save')}
          </Button>
        </DialogActions>
      </FormProvider>
    </Dialog>
  );
}
