// The agent row's actions: make it the main agent and transfer its clinics, each behind a
// confirmation (AgentActions).
import { useRecordContext } from 'react-admin';
import type { CellEntry } from '../../../src/engine/list/cells/types';
import { useSideNames } from '../../../src/engine/list/useSideNames';
import { AgentActions } from '../AgentActions';
import { type AgentItem, clinicCount } from '../agentModel';

function AgentRowActions() {
  const agent = useRecordContext<AgentItem>();
  const clinics = clinicCount(agent?.id, useSideNames('superCounts', 'count'));
  return agent ? <AgentActions agent={{ ...agent, clinics }} /> : null;
}

export const cell: CellEntry = { name: 'agentActions', render: () => <AgentRowActions /> };
