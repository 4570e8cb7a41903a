// The admin tab (002 §2, §4 "User", §8): roles (disabled with fewer than two options, and on one's
// own account), block or unblock, change the e-mail, send a password link. A blocked account
// offers only unblock; one's own account offers only the password link (the server refuses the
// rest too). Each action says the spec's success key and shows the stored account.
import { Alert, Button, Divider, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Confirm, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { CallsProvider } from '../../dataProvider/callProvider';
import { ChangeEmailDialog } from './ChangeEmailDialog';
import type { userCalls } from './calls';
import { RoleChecks } from './RoleChecks';
import { useRoleOptions } from './useRoleOptions';
import type { UserAccount } from './userModel';
import { useIsSelf, type useUser } from './useUsers';

interface Props {
  account: ReturnType<typeof useUser>;
  user: UserAccount;
}

export function UserAdminTab({ account, user }: Props) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<CallsProvider<typeof userCalls>>();
  const options = useRoleOptions();
  const self = useIsSelf(user);
  const [roles, setRoles] = useState<string[]>(user.userRoles);
  const [rolesError, setRolesError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [confirmBlock, setConfirmBlock] = useState(false);
  const [changingEmail, setChangingEmail] = useState(false);
  const blocked = user.state === 'DISABLED';

  /** Runs one of the account's calls, says `success` and shows the stored account. */
  const act = async (call: () => Promise<unknown>, success: string) => {
    setBusy(true);
    try {
      await call();
      notify(success, { type: 'success' });
      await account.changed();
      return true;
    } catch (error) {
      const fields = (error as { body?: { errors?: Record<string, string> } }).body?.errors;
      if (fields?.roles) setRolesError(fields.roles);
      else notify(error instanceof Error && error.message ? error.message : 'form.error', { type: 'error' });
      return false;
    } finally {
      setBusy(false);
    }
  };
  const saveRoles = () => {
    if (!roles.length) return setRolesError(translate('check.select'));
    setRolesError(undefined);
    void act(() => dataProvider.saveUserRoles({ hash: user.hash, roles }), 'app.users.admin.rolesSaved');
  };
  const rolesLocked = self || blocked || options.length < 2;

  return (
    <Stack spacing={3} sx={{ maxWidth: 640 }}>
      {self && <Alert severity="info">{translate('app.users.admin.selfHint')}</Alert>}
      <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
        <RoleChecks
          options={options}
          value={roles}
          onChange={setRoles}
          error={rolesError}
          disabled={rolesLocked || busy}
          helperText={self ? translate('app.users.admin.rolesHint') : undefined}
        />
        {!rolesLocked && (
          <Button variant="contained" disabled={busy} onClick={saveRoles}>
            {translate('app.users.admin.saveRoles')}
          </Button>
        )}
      </Stack>
      <Divider />
      <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
        <Typography variant="subtitle1" component="h2">
          {translate('app.users.admin.email')}: {user.email}
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {!self && !blocked && (
            <Button variant="outlined" disabled={busy} onClick={() => setChangingEmail(true)}>
              {translate('app.users.admin.changeEmail')}
            </Button>
          )}
          {!blocked && (
            <Button
              variant="outlined"
              disabled={busy}
              onClick={() => void act(() => dataProvider.sendUserRestoreLink({ hash: user.hash }), 'user.restoreSent')}
            >
              {translate('app.users.admin.restore')}
            </Button>
          )}
        </Stack>
        {!blocked && (
          <Typography variant="caption" color="text.secondary">
            {translate('app.users.admin.restoreHint', { email: user.email })}
          </Typography>
        )}
      </Stack>
      {!self && (
        <>
          <Divider />
          <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
            <Typography variant="subtitle1" component="h2">
              {translate('app.users.admin.state')}: {translate(`app.users.states.${user.state}`)}
            </Typography>
            {blocked ? (
              <Button
                variant="contained"
                color="success"
                disabled={busy}
                onClick={() => void act(() => dataProvider.unblockUser({ hash: user.hash }), 'user.unblocked')}
              >
                {translate('app.users.admin.unblock')}
              </Button>
            ) : (
              <Button variant="contained" color="error" disabled={busy} onClick={() => setConfirmBlock(true)}>
                {translate('app.users.admin.block')}
              </Button>
            )}
          </Stack>
        </>
      )}
      {changingEmail && <ChangeEmailDialog user={user} onSaved={account.changed} onClose={() => setChangingEmail(false)} />}
      <Confirm
        isOpen={confirmBlock}
        title={translate('app.users.admin.blockTitle', { name: user.name })}
        content="app.users.admin.blockText"
        confirm="app.users.admin.block"
        confirmColor="warning"
        loading={busy}
        onConfirm={async () => {
          await act(() => dataProvider.blockUser({ hash: user.hash }), 'user.blocked');
          setConfirmBlock(false);
        }}
        onClose={() => setConfirmBlock(false)}
      />
    </Stack>
  );
}
