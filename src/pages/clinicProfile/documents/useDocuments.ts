// The clinic's free files (GET /api/admin/clinicfreefiles/{hash}) and the changes made in the list:
// each change answers the whole list, which replaces the shown one; a failure shows the error
// alert with the server's message (a catalogue file's refused delete says why).
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import { documentCalls, type FreeFile, type FreeFilesAnswer } from '../../../../dataProvider/documentCalls';
import type { HttpRequest } from '../../../../dataProvider/http';
import type { UploadingDataProvider } from '../../../../dataProvider/upload';

const filesKey = (hash: string) => ['clinicFreeFiles', hash];

export function useDocuments(hash: string, onSaved: () => void) {
  const dataProvider = useDataProvider<UploadingDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const [busyId, setBusyId] = useState<number | null>(null);
  const query = useQuery({
    queryKey: filesKey(hash),
    queryFn: () => dataProvider.request<FreeFilesAnswer>(documentCalls.files(hash)),
  });

  const change = async (file: FreeFile, request: HttpRequest): Promise<boolean> => {
    setBusyId(file.id);
    try {
      queryClient.setQueryData(filesKey(hash), await dataProvider.request<FreeFilesAnswer>(request));
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
    setVisible: (file: FreeFile, visible: boolean) => change(file, documentCalls.setVisible(hash, file, visible)),
    remove: (file: FreeFile) => change(file, documentCalls.remove(file)),
  };
}
