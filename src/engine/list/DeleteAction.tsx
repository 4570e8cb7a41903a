// Deletes a record through its documented call, after a confirmation that names it; shown only
// for resources whose declaration has a delete call. The call carries the version shown (the
// data provider's If-Match): when someone changed the record meanwhile the server refuses (409),
// its message says so, and the list reloads to show what is stored now.
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { Button } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, type RaRecord, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { isVersionConflict } from '../form/useVersionConflict';

export function DeleteAction({ resource, record, title }: { resource: string; record: RaRecord; title: string }) {
  const dataProvider = useDataProvider();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const translate = useTranslate();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);

  const remove = async () => {
    setBusy(true);
    try {
      await dataProvider.delete(resource, { id: record.id, previousData: record });
      await queryClient.invalidateQueries({ queryKey: [resource] });
      notify('app.form.deleted', { type: 'success' });
    } catch (error) {
      notify((error as Error).message || 'form.delete.error', { type: 'error' });
      if (isVersionConflict(error)) await queryClient.invalidateQueries({ queryKey: [resource] });
    } finally {
      setBusy(false);
      setAsking(false);
    }
  };

  return (
    <>
      <Button
        size="small"
        color="error"
        startIcon={<DeleteIcon />}
        aria-label={`${translate('app.form.delete')}: ${title}`}
        onClick={(event) => {
          event.stopPropagation();
          setAsking(true);
        }}
      >
        {translate('app.form.delete')}
      </Button>
      <Confirm
        isOpen={asking}
        loading={busy}
        title={translate('app.form.deleteTitle', { name: title })}
        content={translate('app.form.deleteText')}
        confirm={translate('app.form.delete')}
        cancel={translate('app.form.cancel')}
        onConfirm={remove}
        onClose={() => setAsking(false)}
      />
    </>
  );
}
