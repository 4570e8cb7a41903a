// An employee's avatar, or their initials while they have none: beside the name in the list and on
// the profile. Decorative: the name beside it says whose it is.
import { Avatar } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { initials } from '../../../src/auth/session';
import type { CellEntry } from '../../../src/engine/list/cells/types';
import { avatarThumb, type UserAccount } from '../userModel';

export function UserPicture({ size }: { size: number }) {
  const user = useRecordContext<UserAccount>();
  if (!user) return null;
  return (
    <Avatar src={avatarThumb(user)} alt="" sx={{ width: size, height: size, fontSize: size / 2.5 }}>
      {initials(user.name)}
    </Avatar>
  );
}

export const cell: CellEntry = { name: 'userAvatar', render: () => <UserPicture size={48} /> };
