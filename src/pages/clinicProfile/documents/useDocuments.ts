// The clinic's free files (GET /api/admin/clinicfreefiles/{hash}) and the changes made in the list:
// each change answers the whole list, which replaces the shown one; a failure shows the error
// alert with the server's message (a catalogue file's refused delete says why).
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import type { FreeFile, FreeFileCallsProvider, FreeFilesAnswer } from './freeFileModel';

const filesKey = (hash: string) => ['clinicFreeFiles', hash];

export function useDocuments(hash: string, onSaved: () => void) {
  const dataProvider = useDataProvider<FreeFileCallsProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const [busyId, setBusyId] = useState<number | null>(null);
  const query = useQuery({
    queryKey: filesKey(hash),
    queryFn: () => dataProvider.clinicFreeFiles({ hash }),
  });

  const change = async (file: FreeFile, call: () => Promise<FreeFilesAnswer>): Promise<boolean> => {
    setBusyId(file.id);
    try {
      queryClient.setQueryData(filesKey(hash), await call());
      onSaved();
      return true;
    } catch (error) {
      notify(error instanceof Error && error.message ? error.message : 'app.documents.failed', { type: 'error' });
      return false;
    } finally {
      setBusyId(null);
    }
  };

  return {
    files: query.data?.files ?? [],
    isPending: query.isPending,
    isError: query.isError,
    busyId,
    reload: () => queryClient.invalidateQueries({ queryKey: filesKey(hash) }),
    setVisible: (file: FreeFile, visible: boolean) => change(file, () => dataProvider.toggleFreeFile({ hash, id: file.id, visible })),
    // The file's own hash names it.
    remove: (file: FreeFile) => change(file, () => dataProvider.deleteFreeFile({ hash: file.hash })),
  };
}
