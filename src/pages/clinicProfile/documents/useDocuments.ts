// The clinic's free files (react-admin's getList of clinicDocuments: GET /api/admin/clinicfreefiles/{hash})
// and the changes made in the list (named calls): each change answers the whole list, which
// replaces the shown one; a failure shows the error alert with the server's message (a catalogue
// file's refused delete says why).
import { useDataProvider, useGetList } from 'react-admin';
import { useListAnswer } from '../../../engine/list/useListAnswer';
import { useRowChange } from '../../../engine/list/useRowChange';
import { wholeListOf } from '../../../engine/list/wholeList';
import type { FreeFile, FreeFileCallsProvider, FreeFilesAnswer } from './freeFileModel';

const RESOURCE = 'clinicDocuments';

export function useDocuments(hash: string, onSaved: () => void) {
  const dataProvider = useDataProvider<FreeFileCallsProvider>();
  const list = useGetList<FreeFile>(RESOURCE, wholeListOf({ hash }));
  const showList = useListAnswer(RESOURCE);
  const { busyId, change: rowChange } = useRowChange('app.documents.failed');
  const change = (file: FreeFile, call: () => Promise<FreeFilesAnswer>) =>
    rowChange(file.id, call, (answer) => {
      showList('hash', hash, answer.files);
      onSaved();
    });

  return {
    files: list.data ?? [],
    isPending: list.isPending,
    isError: list.isError,
    busyId,
    reload: () => list.refetch(),
    setVisible: (file: FreeFile, visible: boolean) => change(file, () => dataProvider.toggleFreeFile({ hash, id: file.id, visible })),
    // The file's own hash names it.
    remove: (file: FreeFile) => change(file, () => dataProvider.deleteFreeFile({ hash: file.hash })),
  };
}
