// The user dropdown of the top bar: avatar (photo or initials), name, and the way out (/logout).
// The button is named by what it shows, the user's name (WCAG 2.5.3 "Label in Name": someone who
// says "click Olga Redaktorova" to speech input reaches it); react-admin's UserMenu named it
// "Profile" over the visible name. The initials only repeat the name, so they are hidden from
// assistive technology, and on a narrow screen the name is hidden from sight only.
import LogoutIcon from '@mui/icons-material/PowerSettingsNew';
import {
  Avatar,
  Box,
  Button,
  Divider,
  ListItemIcon,
  ListItemText,
  Menu,
  MenuItem,
  type MenuItemProps,
  type PopoverOrigin,
  Tooltip,
} from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { type MouseEvent, useCallback, useMemo, useState } from 'react';
import { Link, UserMenuContextProvider, useTranslate, useUserMenu } from 'react-admin';
import { avatarUrl, initials, userName } from '../auth/session';
import { useSession } from '../auth/useSession';
import { useLang } from '../useLang';

const MENU_ID = 'user-menu';
const BUTTON_ID = 'user-menu-button';
const ANCHOR: PopoverOrigin = { vertical: 'bottom', horizontal: 'right' };
const TRANSFORM: PopoverOrigin = { vertical: 'top', horizontal: 'right' };

export function UserDropdown() {
  const translate = useTranslate();
  const { user } = useSession();
  const lang = useLang();
  const name = userName(user, lang) || translate('app.user.menu');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = useCallback(() => setAnchor(null), []);
  const menu = useMemo(() => ({ onClose: close }), [close]);
  const open = anchor !== null;
  return (
    <>
      {/* describeChild: the tooltip describes the button, whose name stays the visible one. */}
      <Tooltip title={translate('app.user.menu')} describeChild>
        <Button
          id={BUTTON_ID}
          color="inherit"
          aria-haspopup="menu"
          aria-controls={open ? MENU_ID : undefined}
          aria-expanded={open ? 'true' : undefined}
          onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
          startIcon={
            <Avatar aria-hidden src={avatarUrl(user)} alt="" sx={{ width: 32, height: 32, fontSize: 14 }}>
              {initials(name) || '?'}
            </Avatar>
          }
          sx={{ textTransform: 'none', ml: 0.5 }}
        >
          <Box component="span" sx={(theme) => ({ [theme.breakpoints.down('sm')]: visuallyHidden })}>
            {name}
          </Box>
        </Button>
      </Tooltip>
      <UserMenuContextProvider value={menu}>
        <Menu
          // The list is the menu: the button controls it, and it is named by the button.
          slotProps={{ list: { id: MENU_ID, 'aria-labelledby': BUTTON_ID } }}
          anchorEl={anchor}
          open={open}
          onClose={close}
          anchorOrigin={ANCHOR}
          transformOrigin={TRANSFORM}
          disableScrollLock
        >
          <MenuItem disabled>
            <ListItemText primary={userName(user, lang)} secondary={user?.email} />
          </MenuItem>
          <Divider />
          <LogoutItem />
        </Menu>
      </UserMenuContextProvider>
    </>
  );
}

/** The menu's props reach the item: MenuList gives the first enabled item `autoFocus`, so that a
 * menu opened by keyboard starts on it. */
function LogoutItem(props: MenuItemProps) {
  const translate = useTranslate();
  const menu = useUserMenu();
  return (
    <MenuItem {...props} component={Link} to="/logout" onClick={() => menu?.onClose()}>
      <ListItemIcon>
        <LogoutIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('app.user.logout')}</ListItemText>
    </MenuItem>
  );
}
