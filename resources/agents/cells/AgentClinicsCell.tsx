// How many clinics an agent holds, from the page's side list `superCounts`.
import { useRecordContext } from 'react-admin';
import type { CellEntry } from '../../../src/engine/list/cells/types';
import { useSideNames } from '../../../src/engine/list/useSideNames';
import { clinicCount } from '../agentModel';

function AgentClinics() {
  const agent = useRecordContext();
  return <>{clinicCount(agent?.id, useSideNames('superCounts', 'count'))}</>;
}

export const cell: CellEntry = { name: 'agentClinics', render: () => <AgentClinics /> };
