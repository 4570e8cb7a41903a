// Applies a saved view to the list around: its filter (the tab among it) and order through the
// list's context, which keeps them in the address and goes back to page 1, and its columns, kept
// as the person's choice (listViews.tsx), those the table still has; its tab becomes the one a
// tabbed list remembers (a declaration may drop one
// after the view was saved). Used by the views menu and by `?view=<id>` (the search
// everywhere's link).
import { useCallback } from 'react';
import { useListContext, useNotify } from 'react-admin';
import { choosableColumns } from '../../../../common/listColumns';
import type { ResourceConfig } from '../../../../common/resource';
import { useRememberedTab } from '../ListHeader';
import type { ListViews, SavedView } from './listViews';

export function useApplyView(views: ListViews, config: ResourceConfig) {
  const { setFilters, setSort } = useListContext();
  const notify = useNotify();
  const { choose } = views;
  const { tabs } = config.list;
  const [, rememberTab] = useRememberedTab(config.name, tabs);
  return useCallback(
    (view: SavedView) => {
      const { filter, sort, order, columns } = view.state;
      if (sort) setSort({ field: sort, order: order ?? 'ASC' });
      setFilters(filter, {});
      // The view's tab is the one chosen last, as a click on it would make it.
      const tab = tabs && filter[tabs.source];
      if (tabs?.remember && tab !== undefined) rememberTab(String(tab));
      const kept = columns?.filter((name) => choosableColumns(config).includes(name));
      if (kept?.length) choose(kept);
      notify('app.list.views.applied', { type: 'info', messageArgs: { name: view.name } });
    },
    [setFilters, setSort, choose, notify, config, tabs, rememberTab],
  );
}
