// Who made a history row's change (the server itself when nobody), and from where.
import { Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { HistoryItem } from '../../../src/engine/history/historyText';
import type { CellEntry } from '../../../src/engine/list/cells/types';

function HistoryUser() {
  const translate = useTranslate();
  const item = useRecordContext<HistoryItem>();
  if (!item) return null;
  return (
    <>
      {item.userEmail ?? translate('resources.history.system')}
      {item.ip && (
        <Typography variant="caption" component="div" color="text.secondary">
          {item.ip}
        </Typography>
      )}
    </>
  );
}

export const cell: CellEntry = { name: 'historyUser', render: () => <HistoryUser /> };
