// The history table's columns: when (in the user's locale), who (and from where), which record,
// what was done, and the changed fields with their values before and after.
import { Typography } from '@mui/material';
import type { TranslateFunction } from 'react-admin';
import type { Lang } from '../../common/lang';
import { ChangeList } from '../../src/engine/history/ChangeList';
import { actionLabel, type HistoryItem, recordLabel, timeText } from '../../src/engine/history/historyText';
import type { TableColumn } from '../../src/engine/list/RecordTable';
import { SyncRunChanges, syncRunLabel } from './SyncRunChanges';

export function historyColumns(translate: TranslateFunction, lang: Lang): TableColumn<HistoryItem>[] {
  const label = (field: string) => translate(`resources.history.fields.${field}`);
  return [
    {
      key: 'at',
      label: label('at'),
      nowrap: true,
      render: (item) => <time dateTime={new Date(item.at).toISOString()}>{timeText(item.at, lang)}</time>,
    },
    {
      key: 'user',
      label: label('user'),
      render: (item) => (
        <>
          {item.userEmail ?? translate('resources.history.system')}
          {item.ip && (
            <Typography variant="caption" component="div" color="text.secondary">
              {item.ip}
            </Typography>
          )}
        </>
      ),
    },
    {
      key: 'entity',
      label: label('entity'),
      render: (item) => (item.entity === 'sync' ? syncRunLabel(translate, item) : recordLabel(translate, item.entity, item.entityId)),
    },
    { key: 'action', label: label('action'), render: (item) => actionLabel(translate, item.action) },
    {
      key: 'changes',
      label: label('changes'),
      render: (item) => (item.entity === 'sync' ? <SyncRunChanges item={item} /> : <ChangeList item={item} />),
    },
  ];
}
