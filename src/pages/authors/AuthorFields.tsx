// The author's text fields: names and about for everyone, specialty and experience for doctors,
// position, degree, clinic, link, and a link per social network (002 §3 "Author").
import { Stack, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { type FieldPath, useController } from 'react-hook-form';
import { type AuthorValues, SOCIAL_NETWORKS } from '../../../resources/authors/authorRecords';

const COMMON = ['lastName', 'firstName', 'patronymicName', 'personDescription'] as const;
const DOCTOR = ['description', 'seniority'] as const;
const OPTIONAL = ['position', 'degree', 'clinic', 'link'] as const;

function Field({ name, label, multiline }: { name: FieldPath<AuthorValues>; label: string; multiline?: boolean }) {
  const { field, fieldState } = useController<AuthorValues>({ name });
  return (
    <TextField
      {...field}
      value={String(field.value ?? '')}
      label={label}
      multiline={multiline}
      minRows={multiline ? 2 : undefined}
      error={fieldState.error !== undefined}
      helperText={fieldState.error?.message}
    />
  );
}

export function AuthorFields({ isDoctor }: { isDoctor: boolean }) {
  const translate = useTranslate();
  const label = (field: string) => translate(`resources.authors.fields.${field}`);
  const names = [...COMMON, ...(isDoctor ? DOCTOR : []), ...OPTIONAL];
  return (
    <>
      {names.map((name) => (
        <Field key={name} name={name} label={label(name)} multiline={name === 'personDescription' || name === 'description'} />
      ))}
      <Typography variant="subtitle1" component="h2">
        {translate('app.authors.social')}
      </Typography>
      <Stack spacing={2}>
        {SOCIAL_NETWORKS.map((network) => (
          <Field key={network} name={`socialNetworks.${network}`} label={label(network)} />
        ))}
      </Stack>
    </>
  );
}
