// The signed-in side menu: a titled group per active role with its working screens.
import ListIcon from '@mui/icons-material/ListAlt';
import { ListSubheader } from '@mui/material';
import { Menu, useSidebarState, useTranslate } from 'react-admin';
import { useSession } from '../auth/useSession';
import { menuGroups, menuSources } from './menu';

export function AppMenu() {
  const translate = useTranslate();
  const { roles } = useSession();
  const [open] = useSidebarState();
  return (
    <Menu>
      {/* MUI's MenuList wants its items as direct children, so the groups are flattened. */}
      {menuGroups(menuSources, roles).flatMap((group) => [
        open && (
          <ListSubheader key={group.role} disableSticky sx={{ lineHeight: 1.4, py: 1, bgcolor: 'transparent' }}>
            {translate(`app.menu.groups.${group.role}`)}
          </ListSubheader>
        ),
        ...group.items.map((item) => (
          <Menu.Item
            key={item.name}
            to={item.to}
            primaryText={translate(`resources.${item.name}.name`, { smart_count: 2 })}
            leftIcon={<ListIcon />}
          />
        )),
      ])}
    </Menu>
  );
}
