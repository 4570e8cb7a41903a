// The history of changes (issue 11 §6) in the ADMIN menu: every recorded change and security
// event, newest first, 50 a page, filtered by user, entity (and record), action and days
// (docs/decisions.md "History screen"). A declaration: its filters' choices are the recorded
// values (historyFacets), its state in the address with the page.
import { type AnyScreen, defineResource } from '../../common/resource';
import { actionLabel, entityLabel } from '../../src/engine/history/historyText';

type Translate = (key: string, options?: object) => string;
const label = (field: string) => `resources.history.fields.${field}`;
const facets = (items: string, name: (item: never, translate: Translate) => string, value?: string) => ({
  call: 'historyFacets',
  items,
  value,
  label: name,
});

export const screens: AnyScreen[] = [
  // The list edits nothing: the history is only read.
  defineResource({ type: 'object', properties: {} } as const, {
    name: 'history',
    path: '/admin/history',
    roles: ['ADMIN'],
    list: {
      view: 'table',
      title: 'at',
      titleDisplay: 'historyTime',
      filters: [
        {
          source: 'userId',
          widget: 'select',
          label: label('user'),
          choices: facets('users', (user: { id: number; email: string | null }) => user.email ?? `#${user.id}`, 'id'),
          options: { empty: 'resources.history.all.users' },
        },
        {
          source: 'entity',
          widget: 'select',
          label: label('entity'),
          // A record's id means something only within its entity.
          clears: ['entityId'],
          choices: facets('entities', (entity: string, translate) => entityLabel(translate, entity)),
          options: { empty: 'resources.history.all.entities' },
        },
        { source: 'entityId', widget: 'text', label: label('entityId'), needs: 'entity' },
        {
          source: 'action',
          widget: 'select',
          label: label('action'),
          choices: facets('actions', (action: string, translate) => actionLabel(translate, action)),
          options: { empty: 'resources.history.all.actions' },
        },
        { source: 'from', widget: 'day', label: label('from'), options: { edge: 'start', other: 'to' } },
        { source: 'to', widget: 'day', label: label('to'), options: { edge: 'end', other: 'from' } },
      ],
      columns: [
        { source: 'user', display: 'historyUser' },
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
