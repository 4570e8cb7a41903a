// The top bar's way into the keyboard shortcuts' help (issue 27 point 6): a button, and "?" pressed
// outside a field anywhere on a signed-in page. The dialog is loaded on first use.
import KeyboardIcon from '@mui/icons-material/KeyboardOutlined';
import { IconButton, Tooltip } from '@mui/material';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { typingIn } from '../typingTarget';

const ShortcutsDialog = lazy(() => import('./ShortcutsDialog'));

export function ShortcutsButton() {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== '?' || event.ctrlKey || event.metaKey || event.altKey || typingIn(event.target)) return;
      event.preventDefault();
      setOpen(true);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
  const label = translate('app.shortcuts.open');
  return (
    <>
      <Tooltip title={label}>
        <IconButton color="inherit" aria-label={label} aria-keyshortcuts="?" aria-haspopup="dialog" onClick={() => setOpen(true)}>
          <KeyboardIcon />
        </IconButton>
      </Tooltip>
      {open && (
        <Suspense fallback={null}>
          <ShortcutsDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
