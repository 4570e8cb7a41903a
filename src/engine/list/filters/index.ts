// The filter widget registry: each `*Filter.tsx` file of this folder (and of a resource's `filters/`
// folder) declares one way to choose a list filter's value (`export const filter: FilterEntry`),
// found here by its file name, so that a new widget is one file and no list or union is edited. A
// list's filter names it as `widget`.
import type { ComponentType } from 'react';
import type { FilterEntry, FilterWidgetProps } from './types';

// A filter only one entity needs lives beside it (resources/<folder>/filters/*Filter.tsx).
const files = import.meta.glob<{ filter: FilterEntry }>(['./*Filter.tsx', '../../../../resources/*/filters/*Filter.tsx'], {
  eager: true,
});

const widgets: Readonly<Record<string, FilterEntry['component']>> = Object.fromEntries(
  Object.values(files).map(({ filter }) => [filter.name, filter.component]),
);

/** The widget a filter names; an unknown name is a mistake in the declaration. */
export function filterWidget(name: string): ComponentType<FilterWidgetProps> {
  const widget = widgets[name];
  if (!widget) throw new Error(`no filter widget "${name}" (src/engine/list/filters: ${Object.keys(widgets).join(', ')})`);
  return widget;
}

export const filterNames = () => Object.keys(widgets);
