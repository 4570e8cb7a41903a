// /restorepassword/:hash and /confirmemail/:hash (000 §2): the e-mail of the link is loaded first;
// two password fields (6+ characters, equal) set the password. The result is a success card
// "Password successfully created" or an error card "Confirmation link is not valid", each with a
// continue button to /login. An invalid form sends nothing and shows the error alert.
import { Alert, Button, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { AnySchemaObject } from 'ajv';
import { useMemo, useState } from 'react';
import { Form, type HttpError, Link, Loading, PasswordInput, useDataProvider, useNotify, useParams, useTranslate } from 'react-admin';
import type { CallsProvider } from '../../dataProvider/callProvider';
import type { passwordCalls } from '../../resources/session/calls';
import { schemaResolver } from '../../schemas/resolver';
import { setPasswordSchema } from '../../schemas/setPassword';
import { NotifyInvalidForm } from '../engine/form/NotifyInvalidForm';
import { PublicFrame } from '../layout/PublicFrame';
import { AuthCard } from './AuthCard';

export type PasswordLinkKind = 'restore' | 'confirm';

/** Each link's calls (resources/session/calls.ts) and title. */
const CALLS = {
  restore: { load: 'restoreEmail', save: 'restorePassword', title: 'restoreTitle' },
  confirm: { load: 'confirmEmail', save: 'confirmPassword', title: 'confirmTitle' },
} as const;

type Outcome = 'form' | 'done' | 'invalid';

export default function SetPasswordPage({ kind }: { kind: PasswordLinkKind }) {
  const translate = useTranslate();
  const notify = useNotify();
  const { hash = '' } = useParams();
  const dataProvider = useDataProvider<CallsProvider<typeof passwordCalls>>();
  const calls = CALLS[kind];
  const [outcome, setOutcome] = useState<Outcome>('form');
  const resolver = useMemo(() => schemaResolver(setPasswordSchema as AnySchemaObject, translate), [translate]);
  const link = useQuery({
    queryKey: ['passwordLink', kind, hash],
    queryFn: () => dataProvider[calls.load]({ hash }),
    retry: false,
  });

  const submit = async (values: Record<string, unknown>) => {
    try {
      await dataProvider[calls.save]({ hash, password1: String(values.password1 ?? ''), password2: String(values.password2 ?? '') });
      setOutcome('done');
    } catch (error) {
      const fields = (error as HttpError).body?.errors as Record<string, string> | undefined;
      if (fields?.hash) setOutcome('invalid');
      else if (fields) return fields;
      else notify((error as Error).message || 'ra.notification.http_error', { type: 'error' });
    }
  };

  const email = link.data?.email;
  let body = <Loading />;
  if (outcome === 'done') body = <ResultCard severity="success" text={translate('app.auth.setPassword.success')} />;
  else if (outcome === 'invalid' || link.isError || (link.isSuccess && !email)) {
    body = <ResultCard severity="error" text={translate('app.auth.setPassword.invalid')} />;
  } else if (email) {
    body = (
      <Form record={{ hash }} resolver={resolver} onSubmit={submit} disableInvalidFormNotification>
        <NotifyInvalidForm />
        <Stack spacing={1}>
          <Typography variant="body2">{translate('app.auth.setPassword.account', { email })}</Typography>
          <PasswordInput source="password1" label={translate('app.auth.setPassword.password1')} autoComplete="new-password" />
          <PasswordInput source="password2" label={translate('app.auth.setPassword.password2')} autoComplete="new-password" />
          <Button type="submit" variant="contained">
            {translate('app.auth.setPassword.submit')}
          </Button>
        </Stack>
      </Form>
    );
  }

  return (
    <PublicFrame>
      <AuthCard title={translate(`app.auth.setPassword.${calls.title}`)}>{body}</AuthCard>
    </PublicFrame>
  );
}

function ResultCard({ severity, text }: { severity: 'success' | 'error'; text: string }) {
  const translate = useTranslate();
  return (
    <Stack spacing={2}>
      <Alert severity={severity}>{text}</Alert>
      <Button component={Link} to="/login" variant="contained">
        {translate('app.auth.setPassword.continue')}
      </Button>
    </Stack>
  );
}
