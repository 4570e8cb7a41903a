// The fields a history row changed, before and after; a synchronisation run's totals and steps.
import { useRecordContext } from 'react-admin';
import { ChangeList } from '../../../src/engine/history/ChangeList';
import type { HistoryItem } from '../../../src/engine/history/historyText';
import type { CellEntry } from '../../../src/engine/list/cells/types';
import { SyncRunChanges } from '../SyncRunChanges';

function HistoryChanges() {
  const item = useRecordContext<HistoryItem>();
  if (!item) return null;
  return item.entity === 'sync' ? <SyncRunChanges item={item} /> : <ChangeList item={item} />;
}

export const cell: CellEntry = { name: 'historyChanges', render: () => <HistoryChanges /> };
