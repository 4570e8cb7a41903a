// /admin/authors/{id} (002 §2 "Authors", §5 "Author"): one author's form, 0 = a new one (?doctor=1
// for a doctor). The rules are the server's schemas (an editor's, a new doctor's, an edited
// doctor's); the photo is required on create and checked here for type and size before it is
// sent (the server checks its content). A stale save opens the conflict dialog.
import { Alert, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import type { AnySchemaObject } from 'ajv';
import { useMemo, useState } from 'react';
import { Link, Loading, Title, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { FormProvider, useForm } from 'react-hook-form';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import type { Author, AuthorsProvider, AuthorValues } from '../../../resources/authors/authorRecords';
import { authorSchema } from '../../../schemas/author';
import { authorDoctorSchema } from '../../../schemas/authorDoctor';
import { authorDoctorNewSchema } from '../../../schemas/authorDoctorNew';
import { schemaResolver } from '../../../schemas/resolver';
import { ConflictDialog } from '../../engine/form/ConflictDialog';
import { NotifyInvalidForm } from '../../engine/form/NotifyInvalidForm';
import { type Persist, submissionErrors } from '../../engine/form/useResourceSave';
import { useVersionConflict } from '../../engine/form/useVersionConflict';
import { useScreenPath } from '../../engine/ScreenPath';
import { AuthorFields } from './AuthorFields';
import { AuthorPhotoInput } from './AuthorPhotoInput';
import { AUTHORS_KEY, useAuthors } from './useAuthors';

const EMPTY: AuthorValues = {
  isDoctor: false,
  lastName: '',
  firstName: '',
  patronymicName: '',
  personDescription: '',
  link: '',
  position: '',
  description: '',
  seniority: '',
  degree: '',
  clinic: '',
  socialNetworks: { VK: '', FB: '', OK: '', LI: '' },
};

export default function AuthorEditPage() {
  const translate = useTranslate();
  const { id = '0' } = useParams();
  const [params] = useSearchParams();
  const { data, isPending, isError } = useAuthors();
  const list = useScreenPath().replace(/\/:id$/, '');
  const existing = data?.find((a) => String(a.id) === id);
  if (id !== '0' && isPending) return <Loading />;
  if (id !== '0' && (isError || !existing)) return <Alert severity="error">{translate('app.authors.loadFailed')}</Alert>;
  const start: AuthorValues = existing ?? { ...EMPTY, isDoctor: params.get('doctor') === '1' };
  const title = existing
    ? `${existing.lastName} ${existing.firstName}`
    : translate(start.isDoctor ? 'app.authors.newDoctor' : 'app.authors.newEditor');
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={title} />
      <CardContent>
        <Link to={list}>{translate('app.authors.back')}</Link>
        <Typography variant="h5" component="h1" sx={{ my: 2 }}>
          {title}
        </Typography>
        <AuthorForm key={existing?.updated ?? 'new'} author={existing} start={start} list={list} />
      </CardContent>
    </Card>
  );
}

function AuthorForm({ author, start, list }: { author?: Author; start: AuthorValues; list: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<AuthorsProvider>();
  const [photo, setPhoto] = useState<File>();
  const [photoError, setPhotoError] = useState<string>();
  const schema = start.isDoctor ? (author ? authorDoctorSchema : authorDoctorNewSchema) : authorSchema;
  const resolver = useMemo(() => schemaResolver<AuthorValues>(schema as AnySchemaObject, translate), [schema, translate]);
  const form = useForm<AuthorValues>({ resolver, defaultValues: start });
  const reload = () => queryClient.invalidateQueries({ queryKey: [AUTHORS_KEY] });
  const conflict = useVersionConflict(reload);

  const persist: Persist = async (values, options) => {
    try {
      const body = { ...(values as AuthorValues), id: author?.id, isDoctor: start.isDoctor };
      // The author as JSON text beside the photo, when one was chosen (an edit keeps the old one).
      const parts = { author: JSON.stringify(body), photo };
      const saved = body.id
        ? await dataProvider.updateAuthor({}, { parts, version: options?.overwrite ? undefined : author?.updated })
        : await dataProvider.createAuthor({}, { parts });
      await queryClient.invalidateQueries({ queryKey: [AUTHORS_KEY] });
      notify('app.authors.saved', { type: 'success' });
      if (!author) navigate(`${list}/${saved.id}`, { replace: true });
      return undefined;
    } catch (error) {
      return submissionErrors(error, notify, () => conflict.open(values));
    }
  };

  const submit = form.handleSubmit(async (values) => {
    if (!author && !photo) {
      setPhotoError(translate('server.authors.photoRequired'));
      notify('form.error', { type: 'error' });
      return;
    }
    const errors = await persist(values);
    for (const [field, message] of Object.entries(errors ?? {})) {
      if (field === 'photo') setPhotoError(String(message));
      else form.setError(field as keyof AuthorValues, { type: 'server', message: String(message) });
    }
  });

  return (
    <FormProvider {...form}>
      <NotifyInvalidForm />
      <ConflictDialog conflict={conflict} persist={persist} />
      <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
        <Stack spacing={2} sx={{ maxWidth: 720 }}>
          <AuthorPhotoInput
            current={author?.photo ?? null}
            file={photo}
            error={photoError}
            onChange={(file, error) => {
              setPhoto(file);
              setPhotoError(error);
            }}
          />
          <AuthorFields isDoctor={start.isDoctor} />
          <Box>
            <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
              {translate('app.form.save')}
            </Button>
          </Box>
        </Stack>
      </Box>
    </FormProvider>
  );
}
