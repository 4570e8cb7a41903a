// The edit modal of a media file (001 §2, §8): the alt text (max 256, checked in the browser by the
// shared schema, then POST /api/admin/mediafile/alt with the loaded version), and the articles
// that use the image. Field errors go under the field with the form error alert; a success closes
// the modal; a save over someone else's newer save offers to reload or overwrite.
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack } from '@mui/material';
import type { AnySchemaObject } from 'ajv';
import { useMemo } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { FormProvider, useForm } from 'react-hook-form';
import type { CallsProvider } from '../../../dataProvider/callProvider';
import type { mediaLibraryCalls } from '../../../resources/mediafiles/calls';
import type { MediaFile } from '../../../resources/mediafiles/mediaModel';
import { mediaFileAltSchema } from '../../../schemas/mediaFileAlt';
import { schemaResolver } from '../../../schemas/resolver';
import { ConflictDialog } from '../../engine/form/ConflictDialog';
import { NotifyInvalidForm } from '../../engine/form/NotifyInvalidForm';
import { type Persist, submissionErrors } from '../../engine/form/useResourceSave';
import { useVersionConflict } from '../../engine/form/useVersionConflict';
import { AltTextField } from '../clinicProfile/pictures/AltTextField';
import { MediaUsedBy } from './MediaUsedBy';

const MAX = mediaFileAltSchema.properties.alt.text.max;

type AltValues = { imgId: number; alt: string };

interface Props {
  file: MediaFile;
  onSaved: () => void;
  onClose: () => void;
  /** Loads the stored files again (the dialog then shows the stored version). */
  reload: () => Promise<unknown>;
}

export function MediaEditDialog({ file, onSaved, onClose, reload }: Props) {
  const translate = useTranslate();
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="media-edit-title">
      <DialogTitle id="media-edit-title">{translate('app.mediaLibrary.editor.title', { id: file.id })}</DialogTitle>
      {/* A new version (after a reload) starts the form again from what is stored. */}
      <MediaAltForm key={file.updated} file={file} onSaved={onSaved} onClose={onClose} reload={reload} />
    </Dialog>
  );
}

function MediaAltForm({ file, onSaved, onClose, reload }: Props) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<CallsProvider<typeof mediaLibraryCalls>>();
  const resolver = useMemo(() => schemaResolver<AltValues>(mediaFileAltSchema as AnySchemaObject, translate), [translate]);
  const form = useForm<AltValues>({ resolver, defaultValues: { imgId: file.id, alt: file.alt } });
  const conflict = useVersionConflict(reload);

  const persist: Persist = async (values, options) => {
    try {
      const version = options?.overwrite ? undefined : file.updated;
      await dataProvider.saveMediaAlt({ imgId: file.id, alt: String(values.alt ?? '') }, { version });
      onSaved();
      onClose();
      return undefined;
    } catch (error) {
      return submissionErrors(error, notify, () => conflict.open(values));
    }
  };

  const submit = form.handleSubmit(async (values) => {
    const errors = await persist(values);
    for (const [field, message] of Object.entries(errors ?? {})) {
      form.setError(field as keyof AltValues, { type: 'server', message: String(message) });
    }
  });

  return (
    <FormProvider {...form}>
      <NotifyInvalidForm />
      <ConflictDialog conflict={conflict} persist={persist} />
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <img src={file.thumb} alt="" width={96} height={64} style={{ objectFit: 'cover', borderRadius: 4 }} />
            <DialogContentText variant="body2">{translate('app.mediaLibrary.editor.hint')}</DialogContentText>
          </Stack>
          <AltTextField name="alt" label={translate('app.mediaLibrary.editor.alt')} max={MAX} autoFocus />
          <MediaUsedBy file={file} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.form.cancel')}</Button>
        <Button variant="contained" disabled={form.formState.isSubmitting} onClick={() => void submit()}>
          {translate('app.form.save')}
        </Button>
      </DialogActions>
    </FormProvider>
  );
}
