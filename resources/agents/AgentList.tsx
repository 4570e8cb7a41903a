// The agents list screen (000 §2 "Agents list"): 15 superagents a page with their clinic counts,
// the main agent marked, the agents sync and the make-main and transfer actions.
import { Card, Chip, Stack } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { Title, useTranslate } from 'react-admin';
import { QueryPagination } from '../../src/engine/list/QueryPagination';
import { RecordTable, type TableColumn } from '../../src/engine/list/RecordTable';
import { useQueryStringList } from '../../src/engine/list/useQueryStringList';
import { SyncButton } from '../../src/pages/sync/SyncButton';
import { AGENTS_SYNC_STEPS } from '../../src/pages/sync/syncSteps';
import { useLang } from '../../src/useLang';
import { AgentActions } from './AgentActions';
import { type AgentItem, type AgentRecord, agentName, withClinicCounts } from './agentModel';
import { screens } from './index';

const NO_FILTERS = [] as const;

export default function AgentList() {
  const translate = useTranslate();
  const lang = useLang();
  const queryClient = useQueryClient();
  const list = useQueryStringList<AgentItem>('agents', screens[0].config.list.perPage ?? 15, NO_FILTERS);
  const rows = withClinicCounts(list.rows, (list.meta as { sides?: Record<string, unknown> } | undefined)?.sides);
  const label = (field: string) => translate(`resources.agents.fields.${field}`);
  const columns: TableColumn<AgentRecord>[] = [
    { key: 'id', label: label('id'), render: (agent) => agent.id },
    {
      key: 'name',
      label: label('name'),
      render: (agent) => (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <span>{agentName(agent, lang)}</span>
          {agent.mainAgent && <Chip size="small" color="primary" label={translate('app.agents.main')} />}
        </Stack>
      ),
    },
    { key: 'state', label: label('state'), render: (agent) => translate(`app.agents.states.${agent.state}`, { _: agent.state }) },
    { key: 'city', label: label('city'), render: (agent) => agent.city },
    { key: 'clinics', label: label('clinics'), render: (agent) => agent.clinics },
    { key: 'actions', label: label('actions'), nowrap: true, render: (agent) => <AgentActions agent={agent} /> },
  ];

  return (
    <Card sx={{ mt: 2 }}>
      <Title title={translate('resources.agents.name', { smart_count: 2 })} />
      <Stack direction="row" sx={{ p: 2, justifyContent: 'flex-end' }}>
        <SyncButton
          title={translate('app.sync.agentsTitle')}
          steps={AGENTS_SYNC_STEPS}
          onDone={() => {
            void queryClient.invalidateQueries({ queryKey: ['agents'] });
            list.setPage(1);
          }}
        />
      </Stack>
      <RecordTable columns={columns} rows={rows} isPending={list.isPending} isFetching={list.isFetching} />
      <QueryPagination page={list.page} perPage={list.perPage} total={list.total} onPage={list.setPage} />
    </Card>
  );
}
