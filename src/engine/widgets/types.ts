// What every widget receives: the field's config, its translated label and its schema property
// (for hints such as the maximum length); and what a widget file declares to the registry.
import type { ComponentType } from 'react';
import type { FieldSpec } from '../../../common/resource';

export interface WidgetProps {
  field: FieldSpec;
  label: string;
  property: SchemaProperty;
}

export interface SchemaProperty {
  type?: string | readonly string[];
  select?: unknown;
  text?: { min?: number; max?: number; notblank?: boolean; format?: string };
  items?: SchemaProperty;
  /** A list's maximum number of items (schemas/keywords/maxitems.ts). */
  maxitems?: number;
}

/** A widget as its file declares it (`export const widget`): the name a field's `widget` names,
 * the input, and how well it fits a field that names no widget, from the field's schema property
 * (the highest rank wins; absent or 0: chosen only by name). */
export interface WidgetEntry {
  name: string;
  component: ComponentType<WidgetProps>;
  rank?: (property: SchemaProperty) => number;
}
