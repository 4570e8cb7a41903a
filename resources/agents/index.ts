// The agents (superagents) list (000 §2 "Agents list", 002 §2 /admin/agents): a declaration, 15
// agents a page in the server's order, each with its clinic count (the answer's side list), the
// main agent marked, and its make-main and transfer actions; the top bar's sync button runs the
// agents' single synchronisation step (resources/clinics/listCalls.ts, found by the data provider
// among the areas' calls).
import { type AnyScreen, defineResource } from '../../common/resource';

export const screens: AnyScreen[] = [
  // The list edits nothing itself: an agent changes only by its actions (no form fields).
  defineResource({ type: 'object', properties: {} } as const, {
    name: 'agents',
    path: '/admin/agents',
    roles: ['ADMIN'],
    list: {
      view: 'table',
      leading: [{ source: 'id' }],
      title: 'name',
      // The name in the UI language, else the Russian one, else the short name; the main agent marked.
      titleDisplay: 'lines',
      titleOptions: {
        row: true,
        lines: [
          { source: 'l10n.{LANG}.name|l10n.RU.name|l10n.{LANG}.shortName|l10n.RU.shortName|id' },
          {
            source: 'mainAgent',
            display: 'chip',
            options: { key: () => 'app.agents.main', colors: { true: 'primary' }, filled: true },
            when: { equals: { mainAgent: true } },
          },
        ],
      },
      columns: [
        { source: 'state', display: 'labels', options: { key: (state: string) => `app.agents.states.${state}` } },
        { source: 'city' },
        { source: 'clinics', display: 'agentClinics' },
        { source: 'actions', display: 'agentActions' },
      ],
      tools: [{ name: 'sync', options: { steps: 'agents', title: 'app.sync.agentsTitle' } }],
      // The server's order: the call takes none.
      sort: { field: 'id', order: 'ASC' },
      perPage: 15,
    },
    form: { mode: 'modal', sections: [] },
    messages: { empty: 'app.list.empty' },
  }),
];
