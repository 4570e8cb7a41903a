// The record a history row is about ("Город #3"), a synchronisation run by its steps.
import { type HistoryItem, recordLabel } from '../../../src/engine/history/historyText';
import { recordCell } from '../../../src/engine/list/cells/recordFormat';
import { syncRunLabel } from '../SyncRunChanges';

export const cell = recordCell<HistoryItem>('historyRecord', (item, { translate }) => (
  <span>{item.entity === 'sync' ? syncRunLabel(translate, item) : recordLabel(translate, item.entity, item.entityId)}</span>
));
