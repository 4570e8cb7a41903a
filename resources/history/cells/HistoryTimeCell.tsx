// When a history row was recorded, in the user's locale, with its machine-readable time.
import { type HistoryItem, timeText } from '../../../src/engine/history/historyText';
import { recordCell } from '../../../src/engine/list/cells/recordFormat';

export const cell = recordCell<HistoryItem>('historyTime', (item, { lang }) => (
  <time dateTime={new Date(item.at).toISOString()} style={{ whiteSpace: 'nowrap' }}>
    {timeText(item.at, lang)}
  </time>
));
