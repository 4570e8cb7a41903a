// The add-video modal (002 §2 "Video library"): title, URL and description by the shared schema;
// a refused add shows its field errors, any other failure the spec's toast titled 'Ошибка'
// (002 §8). The new video opens expanded for its links.
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import type { AnySchemaObject } from 'ajv';
import { useMemo } from 'react';
import { type HttpError, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { type FieldPath, FormProvider, useForm } from 'react-hook-form';
import type { VideoProvider, VideoTexts } from '../../../resources/video/videoRecords';
import { schemaResolver } from '../../../schemas/resolver';
import { videoSchema } from '../../../schemas/video';
import { VideoTextField } from './VideoEditor';

const EMPTY: VideoTexts = { title: '', url: '', description: '' };

export function AddVideoDialog({ onClose, onAdded }: { onClose: () => void; onAdded: (videoId: number) => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<VideoProvider>();
  const resolver = useMemo(() => schemaResolver<VideoTexts>(videoSchema as AnySchemaObject, translate), [translate]);
  const form = useForm<VideoTexts>({ resolver, defaultValues: EMPTY });

  const submit = form.handleSubmit(
    async (values) => {
      try {
        const { videoId } = await dataProvider.createVideo({ ...values });
        notify('app.video.added', { type: 'success' });
        onAdded(videoId);
      } catch (error) {
        const fields = (error as HttpError).body?.errors as Record<string, string> | undefined;
        if (fields && Object.keys(fields).length) {
          for (const [field, message] of Object.entries(fields))
            form.setError(field as FieldPath<VideoTexts>, { type: 'server', message: String(message) });
          notify('form.error', { type: 'error' });
          return;
        }
        notify(
          <Box>
            <Typography component="strong" sx={{ fontWeight: 'bold', display: 'block' }}>
              {translate('app.video.errorTitle')}
            </Typography>
            {translate('app.video.addFailed')}
          </Box>,
          { type: 'error' },
        );
      }
    },
    () => notify('form.error', { type: 'error' }),
  );

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="add-video-title">
      <FormProvider {...form}>
        <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
          <DialogTitle id="add-video-title">{translate('app.video.addTitle')}</DialogTitle>
          <DialogContent>
            <Stack spacing={2} sx={{ pt: 1 }}>
              <VideoTextField name="title" label={translate('app.video.fields.title')} />
              <VideoTextField name="url" label={translate('app.video.fields.url')} />
              <VideoTextField name="description" label={translate('app.video.fields.description')} multiline />
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{translate('app.form.cancel')}</Button>
            <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
              {translate('app.form.add')}
            </Button>
          </DialogActions>
        </Box>
      </FormProvider>
    </Dialog>
  );
}
