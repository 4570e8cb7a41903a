// The column chooser of a declared table (issue 27 point 4): a checkbox item per column the menu stays
// open over; the last shown column cannot be hidden; the choice is kept on the server (listViews.tsx).
import CheckedIcon from '@mui/icons-material/CheckBox';
import UncheckedIcon from '@mui/icons-material/CheckBoxOutlineBlank';
import ColumnsIcon from '@mui/icons-material/ViewColumnOutlined';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import { useTranslate } from 'react-admin';
import { choosableColumns, isShown } from '../../../../common/listColumns';
import type { ResourceConfig } from '../../../../common/resource';
import { MenuButton } from '../MenuButton';
import { columnLabel } from './columnLabel';
import type { ListViews } from './listViews';

export function ColumnsMenu({ config, views }: { config: ResourceConfig; views: ListViews }) {
  const translate = useTranslate();
  const offered = choosableColumns(config);
  const shown = offered.filter((name) => isShown(config, views.chosen, name));
  const toggle = (name: string) => {
    const next = shown.includes(name)
      ? shown.filter((column) => column !== name)
      : offered.filter((column) => column === name || shown.includes(column));
    if (next.length) views.choose(next);
  };
  return (
    <MenuButton
      label={translate('app.list.columns.button')}
      menuLabel={translate('app.list.columns.menu')}
      startIcon={<ColumnsIcon />}
      list={{ dense: true }}
      items={() =>
        offered.map((name) => {
          const on = shown.includes(name);
          return (
            <MenuItem
              key={name}
              role="menuitemcheckbox"
              aria-checked={on}
              // The one column left shown stays: a table of no columns says nothing.
              disabled={on && shown.length === 1}
              onClick={() => toggle(name)}
            >
              <ListItemIcon>{on ? <CheckedIcon fontSize="small" color="primary" /> : <UncheckedIcon fontSize="small" />}</ListItemIcon>
              <ListItemText>{columnLabel(config, name, translate)}</ListItemText>
            </MenuItem>
          );
        })
      }
    />
  );
}
