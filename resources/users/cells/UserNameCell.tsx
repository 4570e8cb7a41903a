// An employee's avatar (or initials), name linking to the profile, and "you" on one's own row.
import { Chip, Link, Stack } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { useSession } from '../../../src/auth/useSession';
import type { CellEntry } from '../../../src/engine/list/cells/types';
import { profilePath, type UserAccount } from '../userModel';
import { UserPicture } from './UserAvatarCell';

function UserName() {
  const translate = useTranslate();
  const user = useRecordContext<UserAccount>();
  const { user: me } = useSession();
  if (!user) return null;
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
      <UserPicture size={32} />
      <Link component={RouterLink} to={profilePath(user.hash, 'base')}>
        {user.name}
      </Link>
      {me?.hash === user.hash && <Chip size="small" label={translate('app.users.you')} />}
    </Stack>
  );
}

export const cell: CellEntry = { name: 'userName', render: () => <UserName /> };
