// The create-employee modal (002 §2 "Users", §5): name 3 to 128, e-mail (max 128, the e-mail rule),
// at least one role, checked in the browser by the shared schema and again by the server, whose
// field errors land under their fields. The new employee gets a confirmation link by e-mail.
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import type { AnySchemaObject } from 'ajv';
import { useMemo } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { Controller, useForm } from 'react-hook-form';
import type { CallsProvider } from '../../dataProvider/callProvider';
import { newUserSchema } from '../../schemas/newUser';
import { schemaResolver } from '../../schemas/resolver';
import { submissionErrors } from '../../src/engine/form/useResourceSave';
import type { userCalls } from './calls';
import { RoleChecks } from './RoleChecks';
import { useRoleOptions } from './useRoleOptions';
import { USERS_KEY } from './useUsers';

type Values = { name: string; email: string; roles: string[] };

export function NewUserDialog({ onClose }: { onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<CallsProvider<typeof userCalls>>();
  const queryClient = useQueryClient();
  const options = useRoleOptions();
  const resolver = useMemo(() => schemaResolver<Values>(newUserSchema as AnySchemaObject, translate), [translate]);
  const { register, control, handleSubmit, setError, formState } = useForm<Values>({
    resolver,
    defaultValues: { name: '', email: '', roles: [] },
  });
  const label = (field: string) => translate(`resources.users.fields.${field}`);
  const save = handleSubmit(
    async (values) => {
      try {
        await dataProvider.createUser(values);
        await queryClient.invalidateQueries({ queryKey: [USERS_KEY] });
        notify('app.users.created', { type: 'success', messageArgs: { email: values.email.trim() } });
        onClose();
      } catch (error) {
        for (const [field, message] of Object.entries(submissionErrors(error, notify)))
          setError(field as keyof Values, { type: 'server', message });
      }
    },
    () => notify('form.error', { type: 'error' }),
  );
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="new-user-title">
      <DialogTitle id="new-user-title">{translate('app.users.createTitle')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }} component="form" noValidate onSubmit={(event) => event.preventDefault()}>
          <Alert severity="info">{translate('app.users.createHint')}</Alert>
          <TextField
            label={label('name')}
            required
            autoFocus
            {...register('name')}
            error={Boolean(formState.errors.name)}
            helperText={formState.errors.name?.message}
          />
          <TextField
            label={label('email')}
            type="email"
            required
            {...register('email')}
            error={Boolean(formState.errors.email)}
            helperText={formState.errors.email?.message}
          />
          <Controller
            control={control}
            name="roles"
            render={({ field, fieldState }) => (
              <RoleChecks options={options} value={field.value} onChange={field.onChange} error={fieldState.error?.message} />
            )}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" disabled={formState.isSubmitting} onClick={() => void save()}>
          {translate('app.users.create')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
