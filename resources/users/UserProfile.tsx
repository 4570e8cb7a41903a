// An employee's profile (002 §2 "Users": /admin/users/profile/{hash}/base and /admin): a link back
// to the list, the name and state, and the two tabs as links, so that each has its address.
import BackIcon from '@mui/icons-material/ArrowBack';
import { Avatar, Box, Button, Card, Chip, LinearProgress, Stack, Tab, Tabs, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { initials } from '../../src/auth/session';
import { backToList } from '../../src/engine/list/listPlace';
import { UserAdminTab } from './UserAdminTab';
import { UserBaseTab } from './UserBaseTab';
import { avatarThumb, type ProfileTab, profilePath, stateColor } from './userModel';
import { useUser } from './useUsers';

const TABS: ProfileTab[] = ['base', 'admin'];

export default function UserProfile() {
  const translate = useTranslate();
  const { hash = '', tab } = useParams();
  const current: ProfileTab = tab === 'admin' ? 'admin' : 'base';
  const account = useUser(hash);
  const { user } = account;
  return (
    <Box sx={{ mt: 2 }}>
      <Title title={user?.name ?? translate('resources.users.name', { smart_count: 1 })} />
      <Button component={RouterLink} {...backToList('/admin/users')} startIcon={<BackIcon />} sx={{ mb: 1 }}>
        {translate('app.users.back')}
      </Button>
      <Card>
        {!user ? (
          <LinearProgress />
        ) : (
          <>
            <Stack direction="row" spacing={2} sx={{ p: 2, alignItems: 'center' }}>
              <Avatar src={avatarThumb(user)} alt="" sx={{ width: 48, height: 48 }}>
                {initials(user.name)}
              </Avatar>
              <Box sx={{ flex: 1 }}>
                <Typography variant="h6" component="h1">
                  {user.name}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {user.email}
                </Typography>
              </Box>
              <Chip variant="outlined" color={stateColor(user.state)} label={translate(`app.users.states.${user.state}`)} />
            </Stack>
            <Tabs value={current} aria-label={translate('app.users.tabs.label')} sx={{ px: 2, borderBottom: 1, borderColor: 'divider' }}>
              {TABS.map((name) => (
                <Tab
                  key={name}
                  value={name}
                  label={translate(`app.users.tabs.${name}`)}
                  component={RouterLink}
                  to={profilePath(hash, name)}
                />
              ))}
            </Tabs>
            <Box sx={{ p: 2 }}>
              {current === 'base' ? (
                <UserBaseTab key={account.loadedAt} account={account} user={user} />
              ) : (
                <UserAdminTab account={account} user={user} />
              )}
            </Box>
          </>
        )}
      </Card>
    </Box>
  );
}
