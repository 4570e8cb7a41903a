// The employees list (002 §2 "Users"): every account with its avatar, roles and state, each row
// linking to its profile, and the create-employee modal.
import AddIcon from '@mui/icons-material/PersonAddAlt1';
import { Avatar, Button, Card, Chip, Link, Stack } from '@mui/material';
import { useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { initials } from '../../src/auth/session';
import { RecordTable, type TableColumn } from '../../src/engine/list/RecordTable';
import { NewUserDialog } from './NewUserDialog';
import { avatarThumb, profilePath, stateColor, type UserAccount } from './userModel';
import { useIsSelf, useUsers } from './useUsers';

function NameCell({ user }: { user: UserAccount }) {
  const translate = useTranslate();
  const self = useIsSelf(user);
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

export default function UserList() {
  const translate = useTranslate();
  const { users, isPending, isFetching } = useUsers();
  const [creating, setCreating] = useState(false);
  const label = (field: string) => translate(`resources.users.fields.${field}`);
  const columns: TableColumn<UserAccount>[] = [
    { key: 'name', label: label('name'), render: (user) => <NameCell user={user} /> },
    { key: 'email', label: label('email'), render: (user) => user.email },
    {
      key: 'roles',
      label: label('roles'),
      render: (user) => user.userRoles.map((role) => translate(`app.users.roleNames.${role}`)).join(', '),
    },
    {
      key: 'state',
      label: label('state'),
      nowrap: true,
      render: (user) => (
        <Chip size="small" variant="outlined" color={stateColor(user.state)} label={translate(`app.users.states.${user.state}`)} />
      ),
    },
  ];
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={translate('resources.users.name', { smart_count: 2 })} />
      <Stack direction="row" sx={{ p: 2, justifyContent: 'flex-end' }}>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
          {translate('app.users.create')}
        </Button>
      </Stack>
      <RecordTable columns={columns} rows={users} isPending={isPending} isFetching={isFetching} />
      {creating && <NewUserDialog onClose={() => setCreating(false)} />}
    </Card>
  );
}
