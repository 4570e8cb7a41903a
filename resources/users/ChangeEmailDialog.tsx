// Changing an employee's e-mail (002 §5 "Users": required, max 128, the e-mail rule): checked by the
// shared schema, the server's errors (an address already used) under the field; success says
// user.emailchanged and closes.
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import type { AnySchemaObject } from 'ajv';
import { useMemo } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useForm } from 'react-hook-form';
import type { CallsProvider } from '../../dataProvider/callProvider';
import { changeEmailSchema } from '../../schemas/changeEmail';
import { schemaResolver } from '../../schemas/resolver';
import { submissionErrors } from '../../src/engine/form/useResourceSave';
import type { userCalls } from './calls';
import type { UserAccount } from './userModel';

type Values = { hash: string; email: string };

export function ChangeEmailDialog({ user, onSaved, onClose }: { user: UserAccount; onSaved: () => unknown; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<CallsProvider<typeof userCalls>>();
  const resolver = useMemo(() => schemaResolver<Values>(changeEmailSchema as AnySchemaObject, translate), [translate]);
  const { register, handleSubmit, setError, formState } = useForm<Values>({
    resolver,
    defaultValues: { hash: user.hash, email: user.email },
  });
  const save = handleSubmit(
    async (values) => {
      try {
        await dataProvider.changeUserEmail({ hash: user.hash, email: values.email });
        notify('user.emailchanged', { type: 'success' });
        onSaved();
        onClose();
      } catch (error) {
        for (const [field, message] of Object.entries(submissionErrors(error, notify)))
          setError(field as keyof Values, { type: 'server', message });
      }
    },
    () => notify('form.error', { type: 'error' }),
  );
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="change-email-title">
      <DialogTitle id="change-email-title">{translate('app.users.admin.changeEmailTitle', { name: user.name })}</DialogTitle>
      <DialogContent>
        <TextField
          label={translate('resources.users.fields.email')}
          type="email"
          required
          autoFocus
          fullWidth
          margin="dense"
          {...register('email')}
          error={Boolean(formState.errors.email)}
          helperText={formState.errors.email?.message}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" disabled={formState.isSubmitting} onClick={() => void save()}>
          {translate('app.form.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
