// The record a history row is about ("Город #3"), a synchronisation run by its steps.
import { useRecordContext, useTranslate } from 'react-admin';
import { type HistoryItem, recordLabel } from '../../../src/engine/history/historyText';
import type { CellEntry } from '../../../src/engine/list/cells/types';
import { syncRunLabel } from '../SyncRunChanges';

function HistoryRecord() {
  const translate = useTranslate();
  const item = useRecordContext<HistoryItem>();
  if (!item) return null;
  return <span>{item.entity === 'sync' ? syncRunLabel(translate, item) : recordLabel(translate, item.entity, item.entityId)}</span>;
}

export const cell: CellEntry = { name: 'historyRecord', render: () => <HistoryRecord /> };
