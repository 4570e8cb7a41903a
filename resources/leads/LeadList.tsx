// The manager's leads (002 §2 "Leads"): the tabs new / in work / case created / deleted, the
// clinic, doctor and agent filters, 50 leads a page, each with the buttons its state allows. The
// tab, the filters and the page live in the query string (the menu opens page 1 of the new ones).
import { Alert, Card, Stack, Tab, Tabs } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { LEAD_STATES } from '../../common/leadStates';
import { FilterMultiSelect } from '../../src/engine/list/FilterMultiSelect';
import { QueryPagination } from '../../src/engine/list/QueryPagination';
import { RecordTable } from '../../src/engine/list/RecordTable';
import { useQueryStringList } from '../../src/engine/list/useQueryStringList';
import { useLang } from '../../src/useLang';
import { screens } from './index';
import { leadColumns } from './leadColumns';
import { LEAD_FILTERS, type LeadRecord, type LeadSides, withNames } from './leadModel';
import { useLeadObjects } from './useLeadObjects';

const PICKERS = ['clinics', 'doctors', 'agents'] as const;

export default function LeadList() {
  const translate = useTranslate();
  const lang = useLang();
  const list = useQueryStringList<LeadRecord>('leads', screens[0].config.list.perPage ?? 50, LEAD_FILTERS);
  const rows = withNames(list.rows, list.meta?.sides as LeadSides | undefined);
  const objects = useLeadObjects();
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={translate('resources.leads.name', { smart_count: 2 })} />
      <Tabs
        value={list.values.state}
        onChange={(_event, state: string) => list.setFilter('state', state)}
        aria-label={translate('app.leads.tabsLabel')}
        variant="scrollable"
      >
        {LEAD_STATES.map((state) => (
          <Tab key={state} value={state} label={translate(`app.leads.tabs.${state}`)} />
        ))}
      </Tabs>
      <Stack direction="row" useFlexGap spacing={2} sx={{ p: 2, flexWrap: 'wrap' }}>
        {PICKERS.map((name) => (
          <FilterMultiSelect
            key={name}
            label={translate(`app.leads.filters.${name}`)}
            value={list.values[name]}
            choices={objects[name]}
            emptyLabel={translate(`app.leads.all.${name}`)}
            onChange={(value) => list.setFilter(name, value)}
          />
        ))}
      </Stack>
      {list.error && <Alert severity="error">{translate('app.leads.loadFailed')}</Alert>}
      <RecordTable columns={leadColumns(translate, lang)} rows={rows} isPending={list.isPending} isFetching={list.isFetching} />
      <QueryPagination page={list.page} perPage={list.perPage} total={list.total} onPage={list.setPage} />
    </Card>
  );
}
