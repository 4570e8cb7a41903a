// The widget registry: each `*Widget.tsx` file of this folder declares one widget (`export const
// widget: WidgetEntry`), found here by its file name, so a new widget is one file and no list or
// union is edited. A field names its widget in the declaration; otherwise the widget whose rank
// for the field's schema property is highest is chosen (the plain text input when none ranks).
import type { ComponentType } from 'react';
import type { FieldSpec } from '../../../common/resource';
import type { SchemaProperty, WidgetEntry, WidgetProps } from './types';

// A resource's own widgets live beside it (resources/<folder>/widgets/*Widget.tsx) and register the same way.
const files = import.meta.glob<{ widget: WidgetEntry }>(['./*Widget.tsx', '../../../resources/*/widgets/*Widget.tsx'], { eager: true });
const entries = Object.values(files).map((file) => file.widget);

/** Every widget by name. */
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
