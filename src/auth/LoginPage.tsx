// /login (000 §2, §5): e-mail (name@domain pattern) and password, both required, checked by the
// shared login schema; a failed sign-in shows the 'Wrong login/password' alert, or 'The account is
// blocked' when the server says so (403: the password was right). A user who is signed in already
// goes to the landing page of the first active role.
import { Button, Link, Stack } from '@mui/material';
import type { AnySchemaObject } from 'ajv';
import { useMemo, useState } from 'react';
import {
  Form,
  Loading,
  Navigate,
  PasswordInput,
  Link as RouterLink,
  TextInput,
  useDataProvider,
  useLogin,
  useNotify,
  useTranslate,
} from 'react-admin';
import type { CallsProvider } from '../../dataProvider/callProvider';
import type { sessionCalls } from '../../resources/session/calls';
import { type LoginForm, loginSchema } from '../../schemas/login';
import { schemaResolver } from '../../schemas/resolver';
import { PublicFrame } from '../layout/PublicFrame';
import { useLang } from '../useLang';
import { AuthCard } from './AuthCard';
import { landingPath } from './session';
import { useSession } from './useSession';

/** The alert of a refused sign-in by the answer's status: the UI's own text, in the UI's language
 * (the session's may still be the server's default before the first sign-in). A throttled sign-in
 * (429, too many failures) says to wait: a right password would be refused as well meanwhile. */
const REFUSALS: Readonly<Record<number, string>> = { 403: 'app.auth.login.blocked', 429: 'app.auth.login.tooMany' };

function refusalMessage(error: unknown): string {
  const status = (error as { status?: unknown } | null)?.status;
  return (typeof status === 'number' && REFUSALS[status]) || 'app.auth.login.wrong';
}

export default function LoginPage() {
  const { isPending, signedIn, roles } = useSession();
  // After a sign-in from this page, useLogin goes to the remembered URL or the landing page.
  const [signingIn, setSigningIn] = useState(false);
  const landing = landingPath(roles);
  if (signedIn && landing && !signingIn) return <Navigate to={landing} replace />;
  return <PublicFrame>{isPending ? <Loading /> : <SignInForm onSignIn={setSigningIn} />}</PublicFrame>;
}

function SignInForm({ onSignIn }: { onSignIn: (signingIn: boolean) => void }) {
  const translate = useTranslate();
  const login = useLogin();
  const notify = useNotify();
  const lang = useLang();
  const dataProvider = useDataProvider<CallsProvider<typeof sessionCalls>>();
  const resolver = useMemo(() => schemaResolver(loginSchema as AnySchemaObject, translate), [translate]);

  const submit = async (values: Record<string, unknown>) => {
    const { email, password } = values as LoginForm;
    onSignIn(true);
    try {
      await login({ email: email?.trim(), password });
    } catch (error) {
      onSignIn(false);
      notify(refusalMessage(error), { type: 'error' });
      return;
    }
    // A new session starts in the server's default language: give it the UI's.
    await dataProvider.changeLocale({ lang }).catch(() => undefined);
  };

  return (
    <AuthCard title={translate('app.auth.login.title')}>
      <Form resolver={resolver} onSubmit={submit} disableInvalidFormNotification>
        <Stack spacing={1}>
          <TextInput source="email" type="email" label={translate('app.auth.login.email')} autoComplete="username" />
          <PasswordInput source="password" label={translate('app.auth.login.password')} autoComplete="current-password" />
          <Button type="submit" variant="contained">
            {translate('app.auth.login.submit')}
          </Button>
          <Link component={RouterLink} to="/forgotpassword" variant="body2">
            {translate('app.auth.login.forgot')}
          </Link>
        </Stack>
      </Form>
    </AuthCard>
  );
}
