// The signed-in side menu: a navigation landmark with a titled list of links per active role.
// Links in lists rather than react-admin's MUI MenuList: a side navigation is walked with Tab,
// and an ARIA menu may hold only menu items, so its group titles broke it (aria-required-children).
// An item with a live counter (common/live.ts MENU_COUNTERS) shows it as a badge.
import ListIcon from '@mui/icons-material/ListAlt';
import {
  Badge,
  Box,
  List,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  ListSubheader,
  type Theme,
  Tooltip,
  useMediaQuery,
} from '@mui/material';
import { CLOSED_DRAWER_WIDTH, DRAWER_WIDTH, LinkBase, useSidebarState, useTranslate } from 'react-admin';
import { useMatch } from 'react-router-dom';
import type { Counters } from '../../common/live';
import { useSession } from '../auth/useSession';
import { useCounters } from '../live/LiveProvider';
import { type MenuEntry, menuGroups, menuSources } from './menu';

/** The widths react-admin's sidebar takes from the theme, as its own menu does. */
function sidebarWidth(theme: Theme, open: boolean): number {
  const { sidebar } = theme as Theme & { sidebar?: { width?: number; closedWidth?: number } };
  return open ? (sidebar?.width ?? DRAWER_WIDTH) : (sidebar?.closedWidth ?? CLOSED_DRAWER_WIDTH);
}

export function AppMenu() {
  const translate = useTranslate();
  const { roles } = useSession();
  const [open] = useSidebarState();
  const counters = useCounters();
  return (
    <Box
      component="nav"
      aria-label={translate('app.menu.label')}
      sx={{ width: (theme) => sidebarWidth(theme, open), transition: (theme) => theme.transitions.create('width') }}
    >
      {menuGroups(menuSources, roles).map((group) => {
        const titleId = `menu-group-${group.role}`;
        return (
          <Box key={group.role}>
            {/* The title names its list even while the folded sidebar hides it. */}
            <ListSubheader
              id={titleId}
              component="div"
              disableSticky
              hidden={!open}
              sx={{ lineHeight: 1.4, py: 1, bgcolor: 'transparent' }}
            >
              {translate(`app.menu.groups.${group.role}`)}
            </ListSubheader>
            <List dense disablePadding aria-labelledby={titleId}>
              {group.items.map((item) => (
                <MenuLink
                  key={item.name}
                  item={item}
                  label={translate(`resources.${item.name}.name`, { smart_count: 2 })}
                  count={counters[item.name as keyof Counters]}
                  open={open}
                />
              ))}
            </List>
          </Box>
        );
      })}
    </Box>
  );
}

function MenuLink({ item, label, count, open }: { item: MenuEntry; label: string; count?: number; open: boolean }) {
  const translate = useTranslate();
  // The badge's number is read with its meaning ("3 new"), not as a bare digit.
  const counted = count ? translate('app.menu.counter', { smart_count: count }) : undefined;
  const current = useMatch({ path: item.to.split('?')[0], end: false }) !== null;
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const [, setOpen] = useSidebarState();
  const link = (
    <ListItemButton
      component={LinkBase}
      to={item.to}
      selected={current}
      aria-current={current ? 'page' : undefined}
      // On a small screen the menu covers the page: it folds away once a screen is chosen.
      onClick={() => small && setOpen(false)}
    >
      <ListItemIcon sx={{ minWidth: 40 }}>
        <Badge badgeContent={count} color="error" max={999} slotProps={{ badge: { 'aria-hidden': true } as object }}>
          <ListIcon />
        </Badge>
      </ListItemIcon>
      <ListItemText primary={label} secondary={counted} slotProps={{ primary: { noWrap: true } }} />
    </ListItemButton>
  );
  return (
    <ListItem disablePadding>
      {open ? (
        link
      ) : (
        <Tooltip title={counted ? `${label}: ${counted}` : label} placement="right">
          {link}
        </Tooltip>
      )}
    </ListItem>
  );
}
