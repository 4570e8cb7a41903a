// Every list a screen shows with react-admin's records (a table or cards, not in groups) offers the
// saved views and, as a table, the column chooser (src/engine/list/SchemaList.tsx): the views' calls
// must know it by its name, or the menus would ask about a list the server answers 404 for, which
// the data provider turns into the error page.
import { describe, expect, it } from 'vitest';
import { isResource } from '../../common/resource';
import { listName } from '../../schemas/requests/views';
import { declaredScreens } from '../support/declaredCalls';

describe('the lists that keep views', () => {
  it('are named as the views’ calls take a list’s name, and declare their columns', async () => {
    const lists = (await declaredScreens())
      .filter(isResource)
      .filter((screen) => screen.config.list && ['table', 'cards'].includes(screen.config.list.view) && !screen.config.list.groups);
    expect(lists.length).toBeGreaterThan(10);
    const pattern = new RegExp(listName.pattern);
    for (const { config } of lists) {
      expect(config.name, config.name).toMatch(pattern);
      expect(Array.isArray(config.list.columns), config.name).toBe(true);
    }
  });
});
