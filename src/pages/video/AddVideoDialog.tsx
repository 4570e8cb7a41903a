// The add-video modal (002 §2 "Video library"): title, URL and description by the shared schema;
// a refused add shows its field errors, any other failure the spec's toast titled 'Ошибка'
// (002 §8). Closing it with typed text asks first, as every form of the app does (the engine's
// GuardedFormDialog). The new video opens expanded for its links.
import { Box, Stack, Typography } from '@mui/material';
import type { AnySchemaObject } from 'ajv';
import { useMemo } from 'react';
import { type HttpError, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { FormProvider, useForm } from 'react-hook-form';
import type { VideoProvider, VideoTexts } from '../../../resources/video/videoRecords';
import { schemaResolver } from '../../../schemas/resolver';
import { videoSchema } from '../../../schemas/video';
import { GuardedFormDialog } from '../../engine/form/GuardedFormDialog';
import type { Persist } from '../../engine/form/useResourceSave';
import { VideoTextField } from './VideoEditor';

const EMPTY: VideoTexts = { title: '', url: '', description: '' };

interface Props {
  onClose: () => void;
  onAdded: (videoId: number) => void;
}

export function AddVideoDialog(props: Props) {
  const translate = useTranslate();
  const resolver = useMemo(() => schemaResolver<VideoTexts>(videoSchema as AnySchemaObject, translate), [translate]);
  const form = useForm<VideoTexts>({ resolver, defaultValues: EMPTY });
  return (
    <FormProvider {...form}>
      <AddVideoForm {...props} />
    </FormProvider>
  );
}

function AddVideoForm({ onClose, onAdded }: Props) {
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
    <GuardedFormDialog title={translate('app.video.addTitle')} submitLabel="app.form.add" submit={submit} onClose={onClose}>
      {() => (
        <Stack spacing={2} sx={{ pt: 1 }}>
          <VideoTextField name="title" label={translate('app.video.fields.title')} />
          <VideoTextField name="url" label={translate('app.video.fields.url')} />
          <VideoTextField name="description" label={translate('app.video.fields.description')} multiline />
        </Stack>
      )}
    </GuardedFormDialog>
  );
}
