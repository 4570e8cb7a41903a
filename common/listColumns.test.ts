// The column chooser's columns of a declared table: offered in the table's order, a sticky column
// never offered; a choice hides the offered columns it leaves out and nothing else.
import { describe, expect, it } from 'vitest';
import { choosableColumns, isShown } from './listColumns';
import type { ResourceConfig } from './resource';

const config = {
  name: 'things',
  list: {
    view: 'table',
    title: 'name{LANG}|slug',
    leading: [{ source: 'id' }],
    columns: [{ source: 'city' }, { source: 'actions', sticky: true }],
    toggles: [{ source: 'visible' }],
    sort: { field: 'id', order: 'ASC' },
  },
} as unknown as ResourceConfig;

describe('listColumns', () => {
  it('offers the leading columns, the title, the columns and the toggles, not a sticky one', () => {
    expect(choosableColumns(config)).toEqual(['id', 'name{LANG}', 'city', 'visible']);
  });

  it('shows every column without a choice, or when no chosen name is a column any more', () => {
    for (const chosen of [null, [], ['gone']]) expect(isShown(config, chosen, 'city')).toBe(true);
  });

  it('hides the offered columns a choice leaves out, never a sticky one', () => {
    expect(isShown(config, ['id'], 'city')).toBe(false);
    expect(isShown(config, ['id'], 'id')).toBe(true);
    expect(isShown(config, ['id'], 'actions')).toBe(true);
  });
});
