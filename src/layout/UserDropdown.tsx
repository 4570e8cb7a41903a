// The user dropdown of the top bar: avatar (photo or initials), name, and the way out (/logout).
// The avatar is the one the users screen uploads (GET /api/roles answers its hash and type).
import LogoutIcon from '@mui/icons-material/PowerSettingsNew';
import { Avatar, Divider, ListItemIcon, ListItemText, MenuItem, Typography } from '@mui/material';
import { Link, UserMenu, useTranslate, useUserMenu } from 'react-admin';
import { avatarUrl, initials, userName } from '../auth/session';
import { useSession } from '../auth/useSession';
import { useLang } from '../useLang';

export function UserDropdown() {
  const { user } = useSession();
  const lang = useLang();
  const name = userName(user, lang);
  return (
    <UserMenu
      icon={
        <Avatar src={avatarUrl(user)} alt="" sx={{ width: 32, height: 32, fontSize: 14 }}>
          {initials(name) || '?'}
        </Avatar>
      }
    >
      <MenuItem disabled>
        <ListItemText primary={name} secondary={user?.email} />
      </MenuItem>
      <Divider />
      <LogoutItem />
    </UserMenu>
  );
}

/** The signed-in user's name beside the avatar (hidden on narrow screens, where the menu says it). */
export function CurrentUserName() {
  const { user } = useSession();
  const name = userName(user, useLang());
  if (!name) return null;
  return (
    <Typography variant="body2" component="span" sx={{ ml: 1, whiteSpace: 'nowrap', display: { xs: 'none', md: 'block' } }}>
      {name}
    </Typography>
  );
}

function LogoutItem() {
  const translate = useTranslate();
  const menu = useUserMenu();
  return (
    <MenuItem component={Link} to="/logout" onClick={() => menu?.onClose()}>
      <ListItemIcon>
        <LogoutIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('app.user.logout')}</ListItemText>
    </MenuItem>
  );
}
