// An employee's avatar (or initials), name linking to the profile, and "you" on one's own row.
import { Avatar, Chip, Link, Stack } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { initials } from '../../../src/auth/session';
import type { CellEntry } from '../../../src/engine/list/cells/types';
import { avatarThumb, profilePath, type UserAccount } from '../userModel';
import { useIsSelf } from '../useUsers';

function UserName() {
  const translate = useTranslate();
  const user = useRecordContext<UserAccount>();
  const self = useIsSelf(user);
  if (!user) return null;
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
      <Avatar src={avatarThumb(user)} alt="" sx={{ width: 32, height: 32, fontSize: 14 }}>
        {initials(user.name)}
      </Avatar>
      <Link component={RouterLink} to={profilePath(user.hash, 'base')}>
        {user.name}
      </Link>
      {self && <Chip size="small" label={translate('app.users.you')} />}
    </Stack>
  );
}

export const cell: CellEntry = { name: 'userName', render: () => <UserName /> };
