// The clinics list screen (000 §2 "Clinics list", §4): filters in the query string, the table of
// 15 clinics a page, the sync button and the assign-superagent modal.
import { Card } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { QueryPagination } from '../../src/engine/list/QueryPagination';
import { RecordTable } from '../../src/engine/list/RecordTable';
import { useQueryStringList } from '../../src/engine/list/useQueryStringList';
import { SyncButton } from '../../src/pages/sync/SyncButton';
import { CATALOGUE_SYNC_STEPS } from '../../src/pages/sync/syncSteps';
import { useLang } from '../../src/useLang';
import { useAgentChoices } from '../agents/useAgentChoices';
import { ClinicActions } from './ClinicActions';
import { ClinicFilters } from './ClinicFilters';
import { ClinicSuperagentDialog } from './ClinicSuperagentDialog';
import { clinicColumns } from './clinicColumns';
import { CLINIC_FILTERS } from './clinicFilters';
import { type ClinicItem, type ClinicRecord, withExtras } from './clinicModel';
import { screens } from './index';
import { ALL_CATEGORIES_KEY } from './useAllCategories';

/** Query data a sync step changes, reloaded as soon as the step ends (000 §4: step 1). */
const RELOAD_AFTER_STEP: Record<string, readonly string[]> = { specialties: ALL_CATEGORIES_KEY };

export default function ClinicList() {
  const translate = useTranslate();
  const lang = useLang();
  const queryClient = useQueryClient();
  const list = useQueryStringList<ClinicItem>('clinics', screens[0].config.list.perPage ?? 15, CLINIC_FILTERS);
  const rows = withExtras(list.rows, (list.meta as { sides?: Record<string, unknown> } | undefined)?.sides);
  const agents = useAgentChoices();
  const [superagentOf, setSuperagentOf] = useState<ClinicRecord | null>(null);
  const agentNames = new Map(agents.map((agent) => [agent.id, agent.name]));
  const columns = clinicColumns({
    translate,
    lang,
    actions: (clinic) => (
      <ClinicActions clinic={clinic} superagentName={agentNames.get(clinic.superAgentId ?? 0)} onSuperagent={setSuperagentOf} />
    ),
  });
  const reload = (keys: readonly string[]) => void queryClient.invalidateQueries({ queryKey: keys });

  return (
    <Card sx={{ mt: 2 }}>
      <Title title={translate('resources.clinics.name', { smart_count: 2 })} />
      <ClinicFilters
        values={list.values}
        setFilter={list.setFilter}
        actions={
          <SyncButton
            title={translate('app.sync.title')}
            steps={CATALOGUE_SYNC_STEPS}
            onStepDone={(step) => RELOAD_AFTER_STEP[step] && reload(RELOAD_AFTER_STEP[step])}
            onDone={() => {
              reload(['clinics']);
              list.setPage(1);
            }}
          />
        }
      />
      <RecordTable columns={columns} rows={rows} isPending={list.isPending} isFetching={list.isFetching} />
      <QueryPagination page={list.page} perPage={list.perPage} total={list.total} onPage={list.setPage} />
      {superagentOf && <ClinicSuperagentDialog clinic={superagentOf} agents={agents} onClose={() => setSuperagentOf(null)} />}
    </Card>
  );
}
