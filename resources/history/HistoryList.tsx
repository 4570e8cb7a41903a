// The history screen (/admin/history): every recorded change and security event, newest first,
// 50 a page, with its filters in the query string.
import { Card } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import type { HistoryItem } from '../../src/engine/history/historyText';
import { QueryPagination } from '../../src/engine/list/QueryPagination';
import { RecordTable } from '../../src/engine/list/RecordTable';
import { useQueryStringList } from '../../src/engine/list/useQueryStringList';
import { useLang } from '../../src/useLang';
import { HistoryFilters } from './HistoryFilters';
import { historyColumns } from './historyColumns';
import { HISTORY_FILTERS } from './historyFilters';
import { screens } from './index';

export default function HistoryList() {
  const translate = useTranslate();
  const lang = useLang();
  const list = useQueryStringList<HistoryItem>('history', screens[0].config.list.perPage ?? 50, HISTORY_FILTERS);
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={translate('resources.history.name', { smart_count: 2 })} />
      <HistoryFilters values={list.values} setFilter={list.setFilter} />
      <RecordTable columns={historyColumns(translate, lang)} rows={list.rows} isPending={list.isPending} isFetching={list.isFetching} />
      <QueryPagination page={list.page} perPage={list.perPage} total={list.total} onPage={list.setPage} />
    </Card>
  );
}
