// The keyboard shortcuts of every signed-in page, in the user's language: the search everywhere,
// this help, the lists' rows (src/engine/list/useRowKeys.ts), the page's Tab order and Escape.
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';

/** Each shortcut: its keys as they are written on a keyboard, and its i18n key. */
const SHORTCUTS: readonly (readonly [readonly string[], string])[] = [
  [['Ctrl+K', '/'], 'search'],
  [['?'], 'help'],
  [['↑', '↓'], 'rows'],
  [['Home', 'End'], 'ends'],
  [['Enter'], 'open'],
  [['Space'], 'select'],
  [['Tab'], 'tab'],
  [['Esc'], 'escape'],
];

export default function ShortcutsDialog({ onClose }: { onClose: () => void }) {
  const translate = useTranslate();
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{translate('app.shortcuts.title')}</DialogTitle>
      <DialogContent>
        <Table size="small" aria-labelledby={titleId}>
          <TableHead>
            <TableRow>
              <TableCell component="th">{translate('app.shortcuts.keys')}</TableCell>
              <TableCell component="th">{translate('app.shortcuts.action')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {SHORTCUTS.map(([keys, action]) => (
              <TableRow key={action}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {keys.map((key, place) => (
                    <span key={key}>
                      {place > 0 && ' / '}
                      <kbd>{key}</kbd>
                    </span>
                  ))}
                </TableCell>
                <TableCell>{translate(`app.shortcuts.list.${action}`)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.shortcuts.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
