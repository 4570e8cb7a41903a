// The confirmation before a delete that one documented call does (advert holders and promos, media
// files, authors, videos), or another change of state (a record page's confirmed actions: blocking
// an account): Confirm sends the call, shows the success alert if the screen has one,
// tells the screen, and closes; a refusal shows the screen's alert and closes too. Shown while
// mounted, so that the screen builds the call from the record it is about to remove.
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
  /** The delete: a declared call's method (`() => dataProvider.deletePromo(...)`). */
  request: () => Promise<unknown>;
  /** The success alert; none when not given. */
  removed?: string;
  /** A refusal's alert, or what the screen does with the error instead. */
  failed: string | ((error: unknown) => void);
  onRemoved: () => void;
  onClose: () => void;
}

export function RemoveConfirm(props: Props) {
  const { title, content = '', confirm, cancel, confirmColor, request, removed, failed, onRemoved, onClose } = props;
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const remove = async () => {
    setBusy(true);
    try {
      await request();
      if (removed) notify(removed, { type: 'success' });
      onRemoved();
    } catch (error) {
      if (typeof failed === 'string') notify(failed, { type: 'error' });
      else failed(error);
    } finally {
      setBusy(false);
      onClose();
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
