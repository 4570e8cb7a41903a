// The agents (superagents) list (000 §2 "Agents list", 002 §2 /admin/agents): a declaration, 15
// agents a page in the server's order, each with its clinic count (the answer's side list), the
// main agent marked, and its actions (000 §4): make it the main agent after a confirmation, and
// transfer all its clinics to another agent chosen in a modal that says what will happen; the top
// bar's sync button runs the agents' single synchronisation step (resources/clinics/listCalls.ts,
// found by the data provider among the areas' calls).
import { type AnyScreen, defineResource } from '../../common/resource';

/** An agent's name in the UI language, else the Russian one, else a short name, else its id. */
export const AGENT_NAME = 'l10n.{LANG}.name|l10n.RU.name|l10n.{LANG}.shortName|l10n.RU.shortName|id';

/** The lists a change of agents changes: the agents' and the clinics' (their superagents). */
const RELOADS = ['agents', 'clinics'];

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
          { source: 'name' },
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
        { source: 'clinics' },
        {
          source: 'actions',
          display: 'recordActions',
          options: {
            reloads: RELOADS,
            actions: [
              {
                call: 'setMainAgent',
                label: 'app.agents.makeMain',
                done: 'app.agents.madeMain',
                // `uuid`, the agent's hash, must still name the agent `id` names.
                input: { uuid: 'hash' },
                disabledWhen: { equals: { mainAgent: true } },
                confirm: { title: 'app.agents.makeMainTitle', text: 'app.agents.makeMainText', button: 'app.agents.confirm' },
              },
              {
                call: 'sendClinics',
                label: 'app.agents.transfer',
                done: 'app.agents.transferred',
                input: { fromA: 'id' },
                disabledWhen: { equals: { clinics: 0 } },
                form: {
                  title: 'app.agents.transferTitle',
                  submit: 'app.agents.confirm',
                  changed: true,
                  fields: [
                    {
                      source: 'toA',
                      label: 'app.agents.transferTarget',
                      widget: 'select',
                      reference: 'agents',
                      optionText: AGENT_NAME,
                      options: { except: 'id', note: 'app.agents.transferText', required: true },
                    },
                  ],
                },
              },
            ],
          },
        },
      ],
      // How many clinics each holds: the answer's superCounts, none for an agent holding none.
      joins: { name: { field: AGENT_NAME }, clinics: { side: 'superCounts', field: 'count', otherwise: 0 } },
      tools: [{ name: 'sync', options: { steps: 'agents', title: 'app.sync.agentsTitle' } }],
      // The server's order: the call takes none.
      sort: { field: 'id', order: 'ASC' },
      perPage: 15,
    },
    form: { mode: 'modal', sections: [] },
    messages: { empty: 'app.list.empty' },
  }),
];
