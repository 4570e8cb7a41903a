// The widget registry: each `*Widget.tsx` file here (and in a resource's `widgets/` folder) declares
// one, found by its file name. A field names its widget, or the highest rank for its schema wins.
import type { ComponentType } from 'react';
import type { FieldSpec } from '../../../common/resource';
import type { SchemaProperty, WidgetEntry, WidgetProps } from './types';

const files = import.meta.glob<{ widget: WidgetEntry }>(['./*Widget.tsx', '../../../resources/*/widgets/*Widget.tsx'], { eager: true });
const entries = Object.values(files).map((file) => file.widget);

export const widgets: Readonly<Record<string, ComponentType<WidgetProps>>> = Object.fromEntries(
  entries.map((entry) => [entry.name, entry.component]),
);

/** The input of a field that names no widget and that no widget ranks for (a plain text). */
const FALLBACK = 'text';

export function widgetFor(field: FieldSpec, property: SchemaProperty): string {
  if (field.widget) {
    if (!(field.widget in widgets))
      throw new Error(`${field.source}: no widget "${field.widget}" (src/engine/widgets: ${Object.keys(widgets).join(', ')})`);
    return field.widget;
  }
  let best = { name: FALLBACK, rank: 0 };
  for (const entry of entries) {
    const rank = entry.rank?.(property) ?? 0;
    if (rank > best.rank) best = { name: entry.name, rank };
  }
  return best.name;
}
