// The confirmation before a delete or another change of state that one call does. Shown while
// mounted, so that the screen builds the call from the record it is about to remove; a request that
// resolves `false` (its call said its own refusal) keeps the dialog open for another try.
import { useState } from 'react';
import { Confirm, useNotify } from 'react-admin';

interface Props {
  title: string;
  /** The dialog's text under the title; none when not given. */
  content?: string;
  /** The buttons' labels; react-admin's Confirm and Cancel when not given. */
  confirm?: string;
  cancel?: string;
  /** The confirm button's colour: react-admin's (the theme's primary) when not given. */
  confirmColor?: 'primary' | 'warning';
  /** The delete: a declared call's method (`() => dataProvider.deletePromo(...)`), or the screen's
   * own change, which resolves `false` when it refused and has said so. */
  request: () => Promise<unknown>;
  removed?: string;
  /** A refusal's alert, or what the screen does with the error instead; none for a screen whose
   * request says its own refusals. */
  failed?: string | ((error: unknown) => void);
  onRemoved?: () => void;
  onClose: () => void;
}

export function RemoveConfirm(props: Props) {
  const { title, content = '', confirm, cancel, confirmColor, request, removed, failed, onRemoved, onClose } = props;
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const remove = async () => {
    setBusy(true);
    let refused = false;
    try {
      refused = (await request()) === false;
      if (refused) return;
      if (removed) notify(removed, { type: 'success' });
      onRemoved?.();
    } catch (error) {
      if (typeof failed === 'string') notify(failed, { type: 'error' });
      else failed?.(error);
    } finally {
      setBusy(false);
      if (!refused) onClose();
    }
  };
  return (
    <Confirm
      isOpen
      title={title}
      content={content}
      confirm={confirm}
      cancel={cancel}
      confirmColor={confirmColor}
      loading={busy}
      onConfirm={() => void remove()}
      onClose={onClose}
    />
  );
}
