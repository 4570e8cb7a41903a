// The top bar's way into the search everywhere (issue 27): a button, and the keys that open it
// anywhere on a signed-in page (searchShortcut.ts). The dialog is loaded on first use, so that no
// page's first load carries it.
import SearchIcon from '@mui/icons-material/Search';
import { IconButton, Tooltip } from '@mui/material';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { opensSearch } from './searchShortcut';

const SearchDialog = lazy(() => import('./SearchDialog'));

export function SearchButton() {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!opensSearch(event)) return;
      event.preventDefault();
      setOpen(true);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
  const label = translate('app.searchEverywhere.open');
  return (
    <>
      <Tooltip title={label}>
        <IconButton color="inherit" aria-label={label} aria-keyshortcuts="Control+K /" onClick={() => setOpen(true)}>
          <SearchIcon />
        </IconButton>
      </Tooltip>
      {open && (
        <Suspense fallback={null}>
          <SearchDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
