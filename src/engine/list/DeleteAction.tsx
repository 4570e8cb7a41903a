// Deletes a record through its documented call, after a confirmation that names it (RemoveConfirm,
// the app's one confirmation); shown only for resources whose declaration has a delete call. The
// call carries the version shown (the data provider's If-Match): when someone changed the record
// meanwhile the server refuses (409), its message says so, and the list reloads to show what is
// stored now. Any other refusal shows the screen's own message where the spec gives one.
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { Button } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { type RaRecord, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { ScreenMessages } from '../../../common/resource';
import { RemoveConfirm } from '../form/RemoveConfirm';
import { isVersionConflict } from '../form/useVersionConflict';
import { useHost } from '../host/hostContext';

interface Props {
  resource: string;
  record: RaRecord;
  title: string;
  messages?: ScreenMessages;
  /** Told once it is deleted (a record page leaves). */
  onRemoved?: () => void;
}

export function DeleteAction({ resource, record, title, messages, onRemoved }: Props) {
  const dataProvider = useDataProvider();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const translate = useTranslate();
  const [asking, setAsking] = useState(false);
  // Inside a host (the clinic profile) the host re-reads what depends on the list.
  const host = useHost();
  const reload = () => queryClient.invalidateQueries({ queryKey: [resource] });

  const refused = (error: unknown) => {
    const conflict = isVersionConflict(error);
    const message = !conflict && messages?.deleteFailed ? messages.deleteFailed : (error as Error).message || 'form.delete.error';
    notify(message, { type: 'error' });
    if (conflict) void reload();
  };

  return (
    <>
      <Button
        size="small"
        color="error"
        startIcon={<DeleteIcon />}
        aria-label={
          messages?.remove ? translate(messages.remove, { name: title, id: record.id }) : `${translate('app.form.delete')}: ${title}`
        }
        onClick={(event) => {
          event.stopPropagation();
          setAsking(true);
        }}
      >
        {translate('app.form.delete')}
      </Button>
      {asking && (
        <RemoveConfirm
          title={translate(messages?.removeTitle ?? 'app.form.deleteTitle', { name: title, id: record.id })}
          content={translate(messages?.removeText ?? 'app.form.deleteText', { name: title, id: record.id })}
          confirm={translate('app.form.delete')}
          cancel={translate('app.form.cancel')}
          request={() => dataProvider.delete(resource, { id: record.id, previousData: record })}
          removed={messages?.deleted ?? 'app.form.deleted'}
          failed={refused}
          onRemoved={() => {
            void reload();
            host?.onSaved();
            onRemoved?.();
          }}
          onClose={() => setAsking(false)}
        />
      )}
    </>
  );
}
