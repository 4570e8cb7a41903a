// The filter widget registry: each `*Filter.tsx` file here (and in a resource's `filters/` folder)
// declares one (`export const filter`), found by its file name, so a new widget edits no union.
import type { ComponentType } from 'react';
import type { FilterEntry, FilterWidgetProps } from './types';

const files = import.meta.glob<{ filter: FilterEntry }>(['./*Filter.tsx', '../../../../resources/*/filters/*Filter.tsx'], {
  eager: true,
});

const widgets: Readonly<Record<string, FilterEntry['component']>> = Object.fromEntries(
  Object.values(files).map(({ filter }) => [filter.name, filter.component]),
);

export function filterWidget(name: string): ComponentType<FilterWidgetProps> {
  const widget = widgets[name];
  if (!widget) throw new Error(`no filter widget "${name}" (src/engine/list/filters: ${Object.keys(widgets).join(', ')})`);
  return widget;
}

export const filterNames = () => Object.keys(widgets);
