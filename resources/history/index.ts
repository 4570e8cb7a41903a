// The history of changes (issue 11 §6) in the ADMIN menu: every recorded change and security
// event, newest first, 50 a page, filtered by user, entity (and record), action and days
// (docs/decisions.md "History screen"). A declaration: its filters' choices are the recorded
// values (historyFacets), its state in the address with the page.
import { type AnyScreen, defineResource } from '../../common/resource';

const label = (field: string) => `resources.history.fields.${field}`;

export const screens: AnyScreen[] = [
  // The list edits nothing: the history is only read.
  defineResource({ type: 'object', properties: {} } as const, {
    name: 'history',
    path: '/admin/history',
    roles: ['ADMIN'],
    list: {
      view: 'table',
      title: 'at',
      titleDisplay: 'datetime',
      titleOptions: { medium: true },
      filters: [
        {
          source: 'userId',
          widget: 'select',
          label: label('user'),
          choices: { call: 'historyFacets', items: 'users', value: 'id', label: 'email' },
          options: { empty: 'resources.history.all.users' },
        },
        {
          source: 'entity',
          widget: 'select',
          label: label('entity'),
          // A record's id means something only within its entity.
          clears: ['entityId'],
          // Named as the history names them (src/engine/history/historyText.ts entityLabel).
          choices: {
            call: 'historyFacets',
            items: 'entities',
            labelKeys: ['resources.history.entities.{value}', 'resources.{value}.name'],
          },
          options: { empty: 'resources.history.all.entities' },
        },
        { source: 'entityId', widget: 'text', label: label('entityId'), needs: 'entity' },
        {
          source: 'action',
          widget: 'select',
          label: label('action'),
          choices: { call: 'historyFacets', items: 'actions', labelKeys: ['resources.history.actions.{value}'] },
          options: { empty: 'resources.history.all.actions' },
        },
        { source: 'from', widget: 'day', label: label('from'), options: { edge: 'start', other: 'to' } },
        { source: 'to', widget: 'day', label: label('to'), options: { edge: 'end', other: 'from' } },
      ],
      columns: [
        {
          source: 'user',
          display: 'lines',
          // Who made the change (the server itself when nobody), and from where.
          options: {
            lines: [
              { source: 'userEmail', options: { empty: 'resources.history.system' } },
              { source: 'ip', when: { differs: { ip: null } } },
            ],
          },
        },
        { source: 'entity', display: 'historyRecord' },
        { source: 'action', display: 'historyAction' },
        { source: 'changes', display: 'historyChanges' },
      ],
      // The server's order (newest first): the call takes none.
      sort: { field: 'id', order: 'DESC' },
      perPage: 50,
    },
    form: { mode: 'modal', sections: [] },
  }),
];

/** A record's own history (recordHistoryCalls): read by the record's edit form, no screen of its own. */
export const served = ['recordHistory'];
