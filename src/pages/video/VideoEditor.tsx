// An expanded row of the video library (002 §2 "Video library"): the video's title, URL and
// description (the shared schema), its directions and specialisations, interviews, catalogue
// entries, webinars, articles, clinics with their directions, and doctors; Save (If-Match, the
// conflict dialog of the other screens) and Delete (soft, after a confirm).
import { Alert, Box, Button, Stack } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import type { AnySchemaObject } from 'ajv';
import { useMemo, useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { type FieldPath, FormProvider, useForm, useFormContext, useWatch } from 'react-hook-form';
import { VIDEO_TEXT_TYPES } from '../../../resources/video/calls';
import type { Video, VideoProvider, VideoValues } from '../../../resources/video/videoRecords';
import { schemaResolver } from '../../../schemas/resolver';
import { videoSchema } from '../../../schemas/video';
import { ConflictDialog } from '../../engine/form/ConflictDialog';
import { FormTextField } from '../../engine/form/FormTextField';
import { NotifyInvalidForm } from '../../engine/form/NotifyInvalidForm';
import { RemoveConfirm } from '../../engine/form/RemoveConfirm';
import { type Persist, submissionErrors } from '../../engine/form/useResourceSave';
import { useVersionConflict } from '../../engine/form/useVersionConflict';
import { ClinicLinks } from './ClinicLinks';
import { LinkPicker } from './LinkPicker';
import { useVideoOptions, type VideoOptions } from './useVideoOptions';
import { VIDEOS_KEY } from './useVideos';

const valuesOf = ({ title, url, description, specialties, diseases, clinics, doctors, texts, clinicCategories }: Video): VideoValues => ({
  title,
  url,
  description,
  specialties,
  diseases,
  clinics,
  doctors,
  texts,
  clinicCategories,
});

export function VideoEditor({ video }: { video: Video }) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<VideoProvider>();
  const options = useVideoOptions();
  const resolver = useMemo(() => schemaResolver<VideoValues>(videoSchema as AnySchemaObject, translate), [translate]);
  const form = useForm<VideoValues>({ resolver, defaultValues: valuesOf(video) });
  const [removing, setRemoving] = useState(false);
  const reload = () => queryClient.invalidateQueries({ queryKey: [VIDEOS_KEY] });
  const conflict = useVersionConflict(reload);

  const persist: Persist = async (values, saveOptions) => {
    try {
      const version = saveOptions?.overwrite ? undefined : video.updated;
      await dataProvider.saveVideo({ id: video.id, ...form.getValues(), ...(values as Partial<VideoValues>) }, { version });
      await reload();
      notify('app.video.saved', { type: 'success' });
      return undefined;
    } catch (error) {
      return submissionErrors(error, notify, () => conflict.open(values));
    }
  };

  const submit = form.handleSubmit(async (values) => {
    const errors = await persist({ ...values });
    for (const [field, message] of Object.entries(errors ?? {}))
      form.setError(field as FieldPath<VideoValues>, { type: 'server', message: String(message) });
    if (errors && Object.keys(errors).length) notify('form.error', { type: 'error' });
  });

  return (
    <FormProvider {...form}>
      <NotifyInvalidForm />
      <ConflictDialog conflict={conflict} persist={persist} />
      <Box component="form" noValidate onSubmit={(event) => void submit(event)} sx={{ py: 2 }}>
        <Stack spacing={2} sx={{ maxWidth: 1100 }}>
          <FormTextField name="title" label={translate('app.video.fields.title')} />
          <FormTextField name="url" label={translate('app.video.fields.url')} />
          <FormTextField name="description" label={translate('app.video.fields.description')} multiline />
          {options.failed && <Alert severity="error">{translate('app.video.optionsFailed')}</Alert>}
          <Links options={options} />
          <Stack direction="row" spacing={2}>
            <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
              {translate('app.form.save')}
            </Button>
            <Button color="error" onClick={() => setRemoving(true)}>
              {translate('app.form.delete')}
            </Button>
          </Stack>
        </Stack>
      </Box>
      {removing && (
        <RemoveConfirm
          title={translate('app.form.deleteTitle', { name: video.title })}
          content={translate('app.form.deleteText')}
          request={() => dataProvider.deleteVideo({ id: video.id }, { version: video.updated })}
          removed="app.form.deleted"
          failed={(error) => submissionErrors(error, notify)}
          onRemoved={() => void reload()}
          onClose={() => setRemoving(false)}
        />
      )}
    </FormProvider>
  );
}

type ListName = 'specialties' | 'diseases' | 'doctors';

/** The link pickers, bound to the form's lists; a server error on a list shows under its picker. */
function Links({ options }: { options: VideoOptions }) {
  const translate = useTranslate();
  const { setValue, formState } = useFormContext<VideoValues>();
  const [specialties, diseases, doctors, texts, clinics, clinicCategories] = useWatch<VideoValues>({
    name: ['specialties', 'diseases', 'doctors', 'texts', 'clinics', 'clinicCategories'],
  }) as [number[], number[], number[], number[], number[], Record<string, number[]>];
  const set = (name: keyof VideoValues, value: unknown) => setValue(name, value as never, { shouldDirty: true });
  const errorOf = (name: string) => {
    const error = (formState.errors as Record<string, { message?: string } | undefined>)[name];
    return error?.message;
  };
  const simple: [ListName, number[], VideoOptions['directions']][] = [
    ['specialties', specialties, options.directions],
    ['diseases', diseases, options.diseases],
  ];
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2 }}>
      {simple.map(([name, picked, list]) => (
        <LinkPicker
          key={name}
          label={translate(`app.video.fields.${name}`)}
          options={list}
          picked={picked}
          onChange={(ids) => set(name, ids)}
          loading={options.loading}
          error={errorOf(name)}
        />
      ))}
      {VIDEO_TEXT_TYPES.map((type) => {
        const ofType = new Set(options.texts[type].map((o) => o.id));
        return (
          <LinkPicker
            key={type}
            label={translate(`app.video.texts.${type}`)}
            options={options.texts[type]}
            picked={texts.filter((id) => ofType.has(id))}
            onChange={(ids) => set('texts', [...texts.filter((id) => !ofType.has(id)), ...ids])}
            loading={options.loading}
            error={type === 'INTERVIEW' ? errorOf('texts') : undefined}
          />
        );
      })}
      <LinkPicker
        label={translate('app.video.fields.doctors')}
        options={options.doctors}
        picked={doctors}
        onChange={(ids) => set('doctors', ids)}
        loading={options.loading}
        error={errorOf('doctors')}
      />
      <ClinicLinks
        options={options.clinics}
        loading={options.loading}
        clinics={clinics}
        clinicCategories={clinicCategories}
        onChange={(ids, perClinic) => {
          set('clinics', ids);
          set('clinicCategories', perClinic);
        }}
        error={errorOf('clinics') ?? errorOf('clinicCategories')}
      />
    </Box>
  );
}
