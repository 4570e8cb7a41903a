// The agents (superagents) list (000 §2 "Agents list", 002 §2 /admin/agents): a screen of its own
// (AgentList.tsx), routed, guarded and put in the ADMIN menu like a resource. Its sync button runs
// the clinic area's synchronisation step (resources/clinics/listCalls.ts).
import type { ScreenDefinition } from '../../common/resource';

export const screens: ScreenDefinition[] = [
  {
    config: { name: 'agents', path: '/admin/agents', roles: ['ADMIN'], list: { perPage: 15 } },
    load: () => import('./AgentList'),
    calls: ['clinics'],
  },
];
