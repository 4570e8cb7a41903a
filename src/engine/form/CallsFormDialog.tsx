// A form in a modal whose record is read and saved by declared calls (CallForm, opened from a
// list's row: a category's or an entry's description in the clinic profile). Every call gets
// `input` (a clinic's hash, an entry's id, the edit language), kept to what it declares; refused
// fields show their reasons, or `failure` on any refusal. Once saved it closes. Closing with typed
// text asks first, unless `unguarded` (a form that keeps its own draft, a child of the form).
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, LinearProgress } from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import { useCallRead } from '../page/useCallRead';
import { CallForm, type CallFormProps } from './CallForm';
import { UNGUARDED, useRegisteredSaveGuard } from './useUnsavedChangesGuard';

type Props = Omit<CallFormProps, 'record' | 'reload' | 'onSaved' | 'saved' | 'label' | 'readOnly' | 'frame'> & {
  title: string;
  /** The call that reads the record (fresh when the modal opens); without one, `record` is it. */
  load?: string;
  record?: Record<string, unknown>;
  onSaved: () => void;
  onClose: () => void;
  unguarded?: boolean;
};

export function CallsFormDialog({ title, load, record, onSaved, onClose, unguarded, ...form }: Props) {
  const translate = useTranslate();
  const titleId = useId();
  const read = useCallRead(load, form.input);
  const loaded = load ? read.data : record;
  const { guard, setDirty, registerSave } = useRegisteredSaveGuard();
  const close = unguarded ? onClose : () => guard.leave(onClose);
  const saved = () => {
    onSaved();
    onClose();
  };

  return (
    <Dialog open onClose={close} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        {loaded ? (
          <CallForm
            {...form}
            key={read.loadedAt}
            record={loaded}
            reload={read.reload}
            onSaved={saved}
            frame={unguarded ? UNGUARDED : { setDirty, registerSave }}
          />
        ) : (
          <LinearProgress />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{translate('ra.action.close')}</Button>
      </DialogActions>
      {!unguarded && guard.dialog}
    </Dialog>
  );
}
