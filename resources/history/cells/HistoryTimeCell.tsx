// When a history row was recorded, in the user's locale, with its machine-readable time.
import { useRecordContext } from 'react-admin';
import { type HistoryItem, timeText } from '../../../src/engine/history/historyText';
import type { CellEntry } from '../../../src/engine/list/cells/types';

function HistoryTime({ lang }: { lang: 'ru' | 'en' }) {
  const item = useRecordContext<HistoryItem>();
  if (!item) return null;
  return (
    <time dateTime={new Date(item.at).toISOString()} style={{ whiteSpace: 'nowrap' }}>
      {timeText(item.at, lang)}
    </time>
  );
}

export const cell: CellEntry = { name: 'historyTime', render: (_column, lang) => <HistoryTime lang={lang} /> };
