// The keyboard shortcuts' help (issue 27 point 6: "?" outside a field, src/layout/shortcuts).
import type { Catalog } from '../catalog';
import type { shortcuts as ru } from '../ru/shortcuts';

export const shortcuts = {
  open: 'Keyboard shortcuts (?)',
  title: 'Keyboard shortcuts',
  close: 'Close',
  keys: 'Keys',
  action: 'Action',
  list: {
    search: 'Search everywhere',
    help: 'This help',
    rows: 'Previous or next row of a list',
    ends: 'First or last row of a list',
    open: 'Open a row of a list',
    select: 'Select a row of a list or clear it (in a list with actions on the selected rows)',
    tab: 'Next element of the page (Shift+Tab: the previous one)',
    escape: 'Close a dialog or a menu',
  },
} satisfies Catalog<typeof ru>;
