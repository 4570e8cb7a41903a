// The dialog that saves the list's current state as a named view (issue 27 point 4): its name and
// whether the person's role sees it too. The server's refusals (a name taken, too many views) are
// shown on the name field in the user's language; a refusal on no field is an alert.
import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
  TextField,
} from '@mui/material';
import { type FormEvent, useId, useState } from 'react';
import { useDataProvider, useListContext, useNotify, useTranslate } from 'react-admin';
import type { ListViews, ViewsProvider } from './listViews';

/** The field errors the data provider maps from a refusal (dataProvider/http.ts). */
const fieldErrorsOf = (error: unknown) => (error as { body?: { errors?: Record<string, string> } })?.body?.errors;

export function SaveViewDialog({ views, onClose }: { views: ListViews; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<ViewsProvider>();
  const { filterValues, sort } = useListContext();
  const [name, setName] = useState('');
  const [shared, setShared] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const id = useId();
  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setError(translate('ra.validation.required'));
    setBusy(true);
    const state = {
      filter: filterValues,
      ...(sort?.field && { sort: sort.field, order: sort.order }),
      ...(views.chosen && { columns: [...views.chosen] }),
    };
    try {
      await dataProvider.saveView({ resource: views.resource, name, shared, state });
      await views.reload();
      notify('app.list.views.saved', { type: 'success', messageArgs: { name: name.trim() } });
      onClose();
    } catch (refusal) {
      const errors = fieldErrorsOf(refusal);
      const message = errors?.name ?? errors?.state;
      if (message) setError(message);
      else notify(refusal instanceof Error ? refusal.message : String(refusal), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`} fullWidth maxWidth="xs">
      <form onSubmit={save} noValidate>
        <DialogTitle id={`${id}-title`}>{translate('app.list.views.dialogTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText id={`${id}-text`}>{translate('app.list.views.dialogText')}</DialogContentText>
          <TextField
            autoFocus
            fullWidth
            margin="normal"
            required
            label={translate('app.list.views.name')}
            value={name}
            onChange={(event) => {
              setName(event.target.value);
              setError(undefined);
            }}
            error={!!error}
            helperText={error}
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
          <FormControlLabel
            control={<Checkbox checked={shared} onChange={(event) => setShared(event.target.checked)} />}
            label={translate('app.list.views.share')}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {translate('ra.action.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
