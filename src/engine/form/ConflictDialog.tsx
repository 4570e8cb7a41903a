// The choice after a save was refused because someone else saved the record meanwhile: load the
// current version (the user's edits are dropped) or save the user's values over it; "back to
// editing" (also Escape) keeps both, e.g. to copy a text first. Rendered inside the form.
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useRef, useState } from 'react';
import { setSubmissionErrors, useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import type { Persist } from './submissionErrors';
import type { VersionConflict } from './useVersionConflict';

interface Props {
  conflict: VersionConflict;
  /** The form's save; called with `overwrite` it sends no version. */
  persist: Persist;
  /** After a successful overwrite (a modal form closes). */
  onSaved?: () => void;
}

export function ConflictDialog({ conflict, persist, onSaved }: Props) {
  const translate = useTranslate();
  const { setError } = useFormContext();
  const [busy, setBusy] = useState(false);
  const keep = useRef<HTMLButtonElement>(null);
  const { values } = conflict;

  const overwrite = async () => {
    if (!values) return;
    setBusy(true);
    const errors = await persist(values, { overwrite: true });
    setBusy(false);
    conflict.close();
    // Refused for another reason (a slug taken meanwhile): the messages go onto their fields.
    if (errors) setSubmissionErrors(errors, setError);
    else onSaved?.();
  };

  const reload = async () => {
    setBusy(true);
    await conflict.reload();
    setBusy(false);
    conflict.close();
  };

  return (
    <Dialog
      open={values !== null}
      onClose={conflict.close}
      role="alertdialog"
      aria-labelledby="version-conflict-title"
      aria-describedby="version-conflict-text"
      // Focused again once the dialog has opened: the form below, re-rendering after its refused
      // save, could take the focus back during the opening transition on a slow machine.
      slotProps={{ transition: { onEntered: () => keep.current?.focus() } }}
    >
      <DialogTitle id="version-conflict-title">{translate('app.form.conflict.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="version-conflict-text">{translate('app.form.conflict.text')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        {/* The least destructive choice has the focus (WAI-ARIA alert dialog). */}
        <Button ref={keep} onClick={conflict.close} autoFocus>
          {translate('app.form.conflict.keep')}
        </Button>
        <Button onClick={() => void reload()} disabled={busy}>
          {translate('app.form.conflict.reload')}
        </Button>
        <Button onClick={() => void overwrite()} disabled={busy} variant="contained" color="warning">
          {translate('app.form.conflict.overwrite')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
