// The add-video modal (002 §2 "Video library"): title, URL and description by the shared schema;
// a refused add shows its field errors, any other failure the spec's toast titled 'Ошибка'
// (002 §8). Closing it with typed text asks first, as every form of the app does. The new video
// opens expanded for its links.
import { Box, Stack, Typography } from '@mui/material';
import { type HttpError, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { VideoProvider, VideoTexts } from '../../../resources/video/videoRecords';
import { videoSchema } from '../../../schemas/video';
import { FormTextField } from '../../engine/form/FormTextField';
import { SchemaFormModal } from '../../engine/form/GuardedFormDialog';
import type { Persist } from '../../engine/form/useResourceSave';

const EMPTY: VideoTexts = { title: '', url: '', description: '' };

export function AddVideoDialog({ onClose, onAdded }: { onClose: () => void; onAdded: (videoId: number) => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<VideoProvider>();
  const submit: Persist = async (values) => {
    try {
      const { videoId } = await dataProvider.createVideo({ ...(values as unknown as VideoTexts) });
      notify('app.video.added', { type: 'success' });
      onAdded(videoId);
      return undefined;
    } catch (error) {
      const fields = (error as HttpError).body?.errors as Record<string, string> | undefined;
      if (fields && Object.keys(fields).length) return fields;
      notify(
        <Box>
          <Typography component="strong" sx={{ fontWeight: 'bold', display: 'block' }}>
            {translate('app.video.errorTitle')}
          </Typography>
          {translate('app.video.addFailed')}
        </Box>,
        { type: 'error' },
      );
      return {};
    }
  };

  return (
    <SchemaFormModal
      schema={videoSchema}
      defaultValues={EMPTY}
      title={translate('app.video.addTitle')}
      submitLabel="app.form.add"
      submit={submit}
      onClose={onClose}
    >
      {() => (
        <Stack spacing={2} sx={{ pt: 1 }}>
          <FormTextField name="title" label={translate('app.video.fields.title')} />
          <FormTextField name="url" label={translate('app.video.fields.url')} />
          <FormTextField name="description" label={translate('app.video.fields.description')} multiline />
        </Stack>
      )}
    </SchemaFormModal>
  );
}
