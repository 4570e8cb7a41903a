// /forgotpassword: the e-mail to send a restore link to (POST /api/forgotpassword). The answer is
// the same whether or not the address is known, so the page shows a neutral confirmation.
import { Alert, Button, Link, Stack, Typography } from '@mui/material';
import type { AnySchemaObject } from 'ajv';
import { useMemo, useState } from 'react';
import { Form, type HttpError, Link as RouterLink, TextInput, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { CallsProvider } from '../../dataProvider/callProvider';
import type { passwordCalls } from '../../resources/session/calls';
import { type ForgotPasswordForm, forgotPasswordSchema } from '../../schemas/forgotPassword';
import { schemaResolver } from '../../schemas/resolver';
import { PublicFrame } from '../layout/PublicFrame';
import { AuthCard } from './AuthCard';

export default function ForgotPasswordPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<CallsProvider<typeof passwordCalls>>();
  const [sent, setSent] = useState(false);
  const resolver = useMemo(() => schemaResolver(forgotPasswordSchema as AnySchemaObject, translate), [translate]);

  const submit = async (values: Record<string, unknown>) => {
    const { email } = values as ForgotPasswordForm;
    try {
      await dataProvider.forgotPassword({ email: email?.trim() ?? '' });
      setSent(true);
    } catch (error) {
      const fields = (error as HttpError).body?.errors;
      if (fields) return fields;
      notify((error as Error).message || 'ra.notification.http_error', { type: 'error' });
    }
  };

  const back = (
    <Link component={RouterLink} to="/login" variant="body2">
      {translate('app.auth.forgot.back')}
    </Link>
  );

  return (
    <PublicFrame>
      <AuthCard title={translate('app.auth.forgot.title')}>
        {sent ? (
          <Stack spacing={2}>
            <Alert severity="success">{translate('app.auth.forgot.sent')}</Alert>
            {back}
          </Stack>
        ) : (
          <Form resolver={resolver} onSubmit={submit} disableInvalidFormNotification>
            <Stack spacing={1}>
              <Typography variant="body2">{translate('app.auth.forgot.hint')}</Typography>
              <TextInput source="email" type="email" label={translate('app.auth.forgot.email')} autoComplete="email" />
              <Button type="submit" variant="contained">
                {translate('app.auth.forgot.submit')}
              </Button>
              {back}
            </Stack>
          </Form>
        )}
      </AuthCard>
    </PublicFrame>
  );
}
