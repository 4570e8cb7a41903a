// The manager's leads (002 §2 "Leads"): the MANAGER's landing page and only menu item, a
// declaration. A tab per state (new, in work, case created, deleted), the clinic, doctor and agent
// filters whose choices are what some lead points at (GET /api/manager/objects), 50 leads a page,
// latest change first; the tab, the filters and the page are in the address. Each lead has the
// buttons its state allows (common/leadStates.ts); a delete is said first with Undo. Selected
// leads are taken into work or deleted at once (issue 27 point 3).
import { LEAD_STATES, LEADS_PER_PAGE, movesOf } from '../../common/leadStates';
import { type AnyScreen, bulkSpecs, defineResource } from '../../common/resource';

const STATE_COLORS = { NEW: 'info', UNDERWAY: 'warning', INQUIRY: 'success' } as const;

const GENDER = (gender: string) => `app.leads.genders.${gender}`;

const picker = (source: 'clinics' | 'doctors' | 'agents') => ({
  source,
  widget: 'multiSelect',
  label: `app.leads.filters.${source}`,
  choices: { call: 'leadObjects', items: source, value: 'id', label: 'name' },
  options: { empty: `app.leads.all.${source}` },
});

export const screens: AnyScreen[] = [
  // The list edits nothing itself: a lead changes only by its buttons (no form fields).
  defineResource({ type: 'object', properties: {} } as const, {
    name: 'leads',
    path: '/manager/leads',
    roles: ['MANAGER'],
    list: {
      view: 'table',
      tabs: { source: 'state', values: LEAD_STATES, labels: 'app.leads.tabs', label: 'app.leads.tabsLabel' },
      filters: [picker('clinics'), picker('doctors'), picker('agents')],
      title: 'id',
      // The number, its state and the time of its last change (002 §2: "id with state and update time").
      titleDisplay: 'lines',
      titleOptions: {
        lines: [
          { source: 'id', display: 'message', options: { message: 'app.leads.number', values: { id: 'id' } } },
          {
            source: 'state',
            display: 'chip',
            options: { key: (state: string) => `app.leads.states.${state}`, colors: STATE_COLORS, filled: true },
          },
          { source: 'updated', display: 'datetime', options: { message: 'app.leads.updated' } },
        ],
      },
      columns: [
        { source: 'place', display: 'leadPlace' },
        { source: 'target', display: 'leadTarget' },
        {
          source: 'patient',
          display: 'lines',
          // The name, then the gender and the age, the age's noun agreeing with it.
          options: {
            lines: [
              { source: 'name' },
              { source: 'gender', display: 'labels', options: { key: GENDER }, when: { equals: { age: null } } },
              {
                source: 'age',
                display: 'message',
                options: {
                  message: 'app.leads.patient',
                  values: { gender: 'gender', age: 'age' },
                  words: { gender: GENDER('{value}'), age: 'app.leads.age' },
                },
                when: { differs: { age: null } },
              },
            ],
          },
        },
        { source: 'phone', options: { nowrap: true } },
        { source: 'email' },
        { source: 'diagnosis', options: { maxWidth: 260 } },
        { source: 'files' },
        {
          source: 'link',
          display: 'labels',
          options: { key: (flag: string) => (flag === 'true' ? 'app.leads.link' : 'app.leads.noLink') },
        },
        {
          source: 'oms',
          display: 'chip',
          options: { key: (flag: string) => (flag === 'true' ? 'app.leads.oms' : 'app.leads.paid'), colors: { true: 'success' } },
        },
      ],
      actions: {
        call: 'moveLead',
        param: 'move',
        by: { source: 'state', values: Object.fromEntries(LEAD_STATES.map((state) => [state, movesOf(state)])) },
        messages: { label: 'app.leads.moves', name: 'app.leads.moveOf', done: 'app.leads.moved', undo: 'app.leads.deleting' },
        undoable: ['delete'],
        primary: 'take',
        colors: { inquiry: 'secondary', delete: 'error' },
      },
      // Run over the selected leads, each by its own button's move (a move its state refuses is skipped).
      bulk: bulkSpecs('leads', ['take', 'delete']),
      // The server's order (latest change first): the call takes none.
      sort: { field: 'updated', order: 'DESC' },
      perPage: LEADS_PER_PAGE,
    },
    form: { mode: 'modal', sections: [] },
    messages: { empty: 'app.list.empty', loadFailed: 'app.leads.loadFailed' },
  }),
];
