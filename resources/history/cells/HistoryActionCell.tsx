// What a history row's change was, in words.
import { type HistoryItem, itemActionLabel } from '../../../src/engine/history/historyText';
import { recordCell } from '../../../src/engine/list/cells/recordFormat';

export const cell = recordCell<HistoryItem>('historyAction', (item, { translate }) => <span>{itemActionLabel(translate, item)}</span>);
