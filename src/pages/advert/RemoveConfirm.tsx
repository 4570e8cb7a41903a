// A soft delete after a confirmation (002 §4: holders and promos are soft-deleted); a refusal
// shows the spec's form.delete.error alert.
import { useState } from 'react';
import { Confirm, useDataProvider, useNotify } from 'react-admin';
import type { HttpRequest } from '../../../dataProvider/http';
import type { AppDataProvider } from '../../../dataProvider/index';

interface Props {
  title: string;
  request: HttpRequest;
  onRemoved: () => void;
  onClose: () => void;
}

export function RemoveConfirm({ title, request, onRemoved, onClose }: Props) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const remove = async () => {
    setBusy(true);
    try {
      await dataProvider.request(request);
      notify('app.advert.messages.deleted', { type: 'success' });
      onRemoved();
    } catch {
      notify('form.delete.error', { type: 'error' });
    } finally {
      setBusy(false);
      onClose();
    }
  };
  return <Confirm isOpen title={title} content="" loading={busy} onConfirm={() => void remove()} onClose={onClose} />;
}
