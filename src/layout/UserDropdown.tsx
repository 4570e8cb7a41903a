// The user dropdown of the top bar: avatar (photo or initials), name, and the way out (/logout).
import LogoutIcon from '@mui/icons-material/PowerSettingsNew';
import { Avatar, Divider, ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import { Link, UserMenu, useTranslate, useUserMenu } from 'react-admin';
import { initials, userName } from '../auth/session';
import { useSession } from '../auth/useSession';
import { useLang } from '../useLang';

export function UserDropdown() {
  const { user } = useSession();
  const lang = useLang();
  const name = userName(user, lang);
  return (
    <UserMenu icon={<Avatar sx={{ width: 32, height: 32, fontSize: 14 }}>{initials(name) || '?'}</Avatar>}>
      <MenuItem disabled>
        <ListItemText primary={name} secondary={user?.email} />
      </MenuItem>
      <Divider />
      <LogoutItem />
    </UserMenu>
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
