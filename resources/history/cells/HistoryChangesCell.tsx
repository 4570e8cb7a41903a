// The fields a history row changed, before and after, and "Compare and restore" where the record's
// entity has a restore; a synchronisation run's totals and steps.
import { ChangeList } from '../../../src/engine/history/ChangeList';
import type { HistoryItem } from '../../../src/engine/history/historyText';
import { RestoreVersionButton } from '../../../src/engine/history/RestoreVersionButton';
import { recordCell } from '../../../src/engine/list/cells/recordFormat';
import { SyncRunChanges } from '../SyncRunChanges';

export const cell = recordCell<HistoryItem>('historyChanges', (item) =>
  item.entity === 'sync' ? (
    <SyncRunChanges item={item} />
  ) : (
    <>
      <ChangeList item={item} />
      <RestoreVersionButton item={item} />
    </>
  ),
);
