// A row's own actions as a record page declares them (`options.actions`: the agents' make-main and
// transfer), each call given the record's `key` field (its id by default); `reloads` once one is done.
import { useQueryClient } from '@tanstack/react-query';
import { useRecordContext, useResourceContext } from 'react-admin';
import type { RecordAction } from '../../../../common/recordPage';
import { RecordActions } from '../../page/RecordActions';
import { RecordPageContext } from '../../page/recordPageContext';
import type { CellEntry } from './types';

interface Options {
  actions: readonly RecordAction[];
  key?: string;
  reloads: readonly string[];
}

function RowRecordActions({ options: { actions, key = 'id', reloads } }: { options: Options }) {
  const record = useRecordContext();
  const resource = useResourceContext() ?? '';
  const queryClient = useQueryClient();
  if (!record) return null;
  const changed = () => Promise.all(reloads.map((reload) => queryClient.invalidateQueries({ queryKey: [reload] })));
  return (
    <RecordPageContext.Provider value={{ record, key, own: false, changed }}>
      <RecordActions name={resource} actions={actions} compact />
    </RecordPageContext.Provider>
  );
}

export const cell: CellEntry = {
  name: 'recordActions',
  render: (column) => <RowRecordActions options={column.options as unknown as Options} />,
};
