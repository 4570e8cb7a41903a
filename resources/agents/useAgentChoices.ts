// Every agent as a choice (the assign-superagent and transfer pickers): the whole list in one
// call, shared by every picker on the screen.
import { useGetList } from 'react-admin';
import type { Choice } from '../../common/resource';
import { useLang } from '../../src/useLang';
import { type AgentItem, agentName, PICKER_SIZE } from './agentModel';

export function useAgentChoices(): Choice[] {
  const lang = useLang();
  const { data } = useGetList<AgentItem>('agents', { pagination: { page: 1, perPage: PICKER_SIZE } });
  return (data ?? []).map((agent) => ({ id: agent.id, name: agentName(agent, lang) }));
}
