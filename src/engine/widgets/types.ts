// What every widget receives: the field's config, its translated label and its schema property
// (for hints such as the maximum length).
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
