// Applies a saved view to the list around: its filter (the tab among it) and order through the
// list's context, which keeps them in the address and goes back to page 1, and its columns, kept
// as the person's choice (listViews.tsx), those the table still has (a declaration may drop one
// after the view was saved). Used by the views menu and by `?view=<id>` (the search
// everywhere's link).
import { useCallback } from 'react';
import { useListContext, useNotify } from 'react-admin';
import { choosableColumns } from '../../../../common/listColumns';
import type { ResourceConfig } from '../../../../common/resource';
import type { ListViews, SavedView } from './listViews';

export function useApplyView(views: ListViews, config: ResourceConfig) {
  const { setFilters, setSort } = useListContext();
  const notify = useNotify();
  const { choose } = views;
  return useCallback(
    (view: SavedView) => {
      const { filter, sort, order, columns } = view.state;
      if (sort) setSort({ field: sort, order: order ?? 'ASC' });
      setFilters(filter, {});
      const kept = columns?.filter((name) => choosableColumns(config).includes(name));
      if (kept?.length) choose(kept);
      notify('app.list.views.applied', { type: 'info', messageArgs: { name: view.name } });
    },
    [setFilters, setSort, choose, notify, config],
  );
}
