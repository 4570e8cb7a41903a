// Applies a saved view to the list around: its filter and order through the list's context (back to
// page 1), its columns as the person's choice, those the table still has (a declaration may drop one
// after the view was saved). For the views menu and `?view=<id>` (the search everywhere's link).
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
