// A history row's changed fields, before and after, with its restore (ChangeList); a sync run's steps.
import { ChangeList } from '../../../src/engine/history/ChangeList';
import type { HistoryItem } from '../../../src/engine/history/historyText';
import { recordCell } from '../../../src/engine/list/cells/recordFormat';
import { SyncRunChanges } from '../SyncRunChanges';

export const cell = recordCell<HistoryItem>('historyChanges', (item) =>
  item.entity === 'sync' ? <SyncRunChanges item={item} /> : <ChangeList item={item} />,
);
