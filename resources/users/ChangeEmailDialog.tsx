// Changing an employee's e-mail (002 §5 "Users": required, max 128, the e-mail rule): checked by the
// shared schema, the server's errors (an address already used) under the field; success says
// user.emailchanged and closes. Closing it with a changed address asks first.
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { CallsProvider } from '../../dataProvider/callProvider';
import { changeEmailSchema } from '../../schemas/changeEmail';
import { FormTextField } from '../../src/engine/form/FormTextField';
import { SchemaFormModal } from '../../src/engine/form/GuardedFormDialog';
import { type Persist, submissionErrors } from '../../src/engine/form/useResourceSave';
import type { userCalls } from './calls';
import type { UserAccount } from './userModel';

export function ChangeEmailDialog({ user, onSaved, onClose }: { user: UserAccount; onSaved: () => unknown; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<CallsProvider<typeof userCalls>>();
  const submit: Persist = async (values) => {
    try {
      await dataProvider.changeUserEmail({ hash: user.hash, email: String(values.email) });
    } catch (error) {
      return submissionErrors(error, notify);
    }
    notify('user.emailchanged', { type: 'success' });
    onSaved();
    onClose();
    return undefined;
  };
  return (
    <SchemaFormModal
      schema={changeEmailSchema}
      defaultValues={{ hash: user.hash, email: user.email }}
      title={translate('app.users.admin.changeEmailTitle', { name: user.name })}
      submit={submit}
      onClose={onClose}
    >
      {() => (
        <FormTextField
          name="email"
          label={translate('resources.users.fields.email')}
          type="email"
          required
          autoFocus
          fullWidth
          margin="dense"
        />
      )}
    </SchemaFormModal>
  );
}
