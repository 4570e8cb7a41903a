// The edit modal of a media file (001 §2, §8): the alt text (max 256, checked in the browser by the
// shared schema, then POST /api/admin/mediafile/alt with the loaded version), and the articles
// that use the image. Field errors go under the field with the form error alert; a success closes
// the modal; a save over someone else's newer save offers to reload or overwrite; closing it with a
// changed text asks first.
import { DialogContentText, Stack } from '@mui/material';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { CallsProvider } from '../../../dataProvider/callProvider';
import type { mediaLibraryCalls } from '../../../resources/mediafiles/calls';
import type { MediaFile } from '../../../resources/mediafiles/mediaModel';
import { mediaFileAltSchema } from '../../../schemas/mediaFileAlt';
import { ConflictDialog } from '../../engine/form/ConflictDialog';
import { SchemaFormModal } from '../../engine/form/GuardedFormDialog';
import { type Persist, submissionErrors } from '../../engine/form/useResourceSave';
import { useVersionConflict } from '../../engine/form/useVersionConflict';
import { AltTextField } from '../clinicProfile/pictures/AltTextField';
import { MediaUsedBy } from './MediaUsedBy';

const MAX = mediaFileAltSchema.properties.alt.text.max;

interface Props {
  file: MediaFile;
  onSaved: () => void;
  onClose: () => void;
  /** Loads the stored files again (the dialog then shows the stored version). */
  reload: () => Promise<unknown>;
}

export function MediaEditDialog({ file, onSaved, onClose, reload }: Props) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<CallsProvider<typeof mediaLibraryCalls>>();
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

  return (
    <SchemaFormModal
      // A new version (after a reload) starts the form again from what is stored.
      key={file.updated}
      schema={mediaFileAltSchema}
      defaultValues={{ imgId: file.id, alt: file.alt }}
      title={translate('app.mediaLibrary.editor.title', { id: file.id })}
      submit={persist}
      onClose={onClose}
    >
      {() => (
        <Stack spacing={2} sx={{ pt: 1 }}>
          <ConflictDialog conflict={conflict} persist={persist} />
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <img src={file.thumb} alt="" width={96} height={64} style={{ objectFit: 'cover', borderRadius: 4 }} />
            <DialogContentText variant="body2">{translate('app.mediaLibrary.editor.hint')}</DialogContentText>
          </Stack>
          <AltTextField name="alt" label={translate('app.mediaLibrary.editor.alt')} max={MAX} autoFocus />
          <MediaUsedBy file={file} />
        </Stack>
      )}
    </SchemaFormModal>
  );
}
