// The confirmation before a delete that one documented call does (advert holders and promos, media
// files, authors, videos): Confirm sends the call, shows the success alert if the screen has one,
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
  /** The delete: a declared call's method (`() => dataProvider.deletePromo(...)`). */
  request: () => Promise<unknown>;
  /** The success alert; none when not given. */
  removed?: string;
  /** A refusal's alert, or what the screen does with the error instead. */
  failed: string | ((error: unknown) => void);
  onRemoved: () => void;
  onClose: () => void;
}

export function RemoveConfirm({ title, content = '', confirm, cancel, request, removed, failed, onRemoved, onClose }: Props) {
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
      loading={busy}
      onConfirm={() => void remove()}
      onClose={onClose}
    />
  );
}
