// What a history row's change was, in words.
import { useRecordContext, useTranslate } from 'react-admin';
import { actionLabel, type HistoryItem } from '../../../src/engine/history/historyText';
import type { CellEntry } from '../../../src/engine/list/cells/types';

function HistoryAction() {
  const translate = useTranslate();
  const item = useRecordContext<HistoryItem>();
  return item ? <span>{actionLabel(translate, item.action)}</span> : null;
}

export const cell: CellEntry = { name: 'historyAction', render: () => <HistoryAction /> };
