// A change said first with an Undo button and made only once its alert has had its time (issue 25).
// react-admin's own undoable alerts need its Notification's action slot, which the app's alerts use
// for their close button (src/layout/Alerts.tsx): this alert is its own content instead.
import { Button, SnackbarContent } from '@mui/material';
import { useCloseNotification, useNotify, useTranslate } from 'react-admin';
import { ALERT_MS, CloseAlert } from '../../layout/Alerts';

function UndoAlert({ text, onUndo }: { text: string; onUndo: () => void }) {
  const translate = useTranslate();
  const close = useCloseNotification();
  return (
    <SnackbarContent
      message={text}
      action={
        <>
          <Button
            color="inherit"
            size="small"
            onClick={() => {
              onUndo();
              close();
            }}
          >
            {translate('ra.action.undo')}
          </Button>
          <CloseAlert />
        </>
      }
    />
  );
}

/** (change, message, args, onEnd): says the translated message with Undo, and makes the change
 * after the alert's time unless Undo was pressed; `onEnd` is told how it ended. */
export function useUndoable() {
  const notify = useNotify();
  const translate = useTranslate();
  // A screen left meanwhile still makes the change (its timer runs on): it was not undone.
  return (change: () => void, message: string, args: Record<string, unknown>, onEnd: (undone: boolean) => void) => {
    const timer = setTimeout(() => {
      onEnd(false);
      change();
    }, ALERT_MS);
    const undo = () => {
      clearTimeout(timer);
      onEnd(true);
    };
    notify(<UndoAlert text={translate(message, args)} onUndo={undo} />, { type: 'info' });
  };
}
