// An employee's avatar (002 §5 "Avatar", §9): the current one, Upload or Replace through the square
// crop step (at most 640x640, quality 0.9; the clinic logo's crop dialog with the avatar's target),
// and Delete after a confirmation. A file that is not gif, jpg, jpeg, png or webp is refused with
// an alert before anything is sent; the server checks the content again.
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { Avatar, Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Confirm, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { CallsProvider } from '../../dataProvider/callProvider';
import { initials } from '../../src/auth/session';
import type { CropTarget } from '../../src/pages/clinicProfile/logo/CropUploadButton';
import { CropUploadButton } from '../../src/pages/clinicProfile/logo/CropUploadButton';
import type { userAvatarCalls } from './calls';
import { avatarThumb, type UserAccount, type UserAnswer } from './userModel';

/** 002 §9: square, at most 640x640 (quality 0.9 is the crop step's); sent as uploadUserAvatar. */
const CROP: CropTarget = {
  call: 'uploadUserAvatar',
  aspectRatio: 1,
  max: 640,
  title: 'app.users.avatar.cropTitle',
};

export function UserAvatar({ user, onChanged }: { user: UserAccount; onChanged: () => unknown }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<CallsProvider<typeof userAvatarCalls>>();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const remove = async () => {
    setBusy(true);
    try {
      await dataProvider.deleteUserAvatar({ hash: user.hash });
      notify('form.success', { type: 'success' });
      onChanged();
    } catch (error) {
      notify(error instanceof Error && error.message ? error.message : 'form.error', { type: 'error' });
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };
  return (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <Typography variant="subtitle1" component="h2">
        {translate('app.users.avatar.title')}
      </Typography>
      <Avatar
        src={avatarThumb(user)}
        alt={user.avatar ? translate('app.users.avatar.photoOf', { name: user.name }) : ''}
        sx={{ width: 120, height: 120, fontSize: 40 }}
      >
        {initials(user.name)}
      </Avatar>
      <Stack direction="row" spacing={1}>
        <CropUploadButton<UserAnswer>
          hash={user.hash}
          label={translate(user.avatar ? 'app.users.avatar.replace' : 'app.users.avatar.upload')}
          variant="outlined"
          disabled={busy}
          testId="user-avatar-file"
          wrongFile="app.users.avatar.wrong"
          target={CROP}
          onUploaded={() => {
            notify('form.success', { type: 'success' });
            onChanged();
          }}
        />
        {user.avatar && (
          <Button color="error" startIcon={<DeleteIcon />} disabled={busy} onClick={() => setConfirming(true)}>
            {translate('app.users.avatar.delete')}
          </Button>
        )}
      </Stack>
      <Typography variant="caption" color="text.secondary">
        {translate('app.users.avatar.rules')}
      </Typography>
      <Confirm
        isOpen={confirming}
        title="app.users.avatar.deleteTitle"
        content="app.users.avatar.deleteText"
        confirm="ra.action.delete"
        confirmColor="warning"
        loading={busy}
        onConfirm={() => void remove()}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}
