// The widget registry: widget name -> input component, one file per widget. A field names its
// widget in the resource config; otherwise its schema property decides (widgetFor).
import { type ComponentType, lazy } from 'react';
import type { FieldSpec, WidgetName } from '../../../common/resource';
import { CheckboxWidget } from './CheckboxWidget';
import { DateWidget } from './DateWidget';
import { ImageWidget } from './ImageWidget';
import { MultiSelectWidget } from './MultiSelectWidget';
import { NumberWidget } from './NumberWidget';
import { SelectWidget } from './SelectWidget';
import { SwitchWidget } from './SwitchWidget';
import { TextareaWidget } from './TextareaWidget';
import { TextWidget } from './TextWidget';
import type { SchemaProperty, WidgetProps } from './types';
import { VideoLinksWidget } from './VideoLinksWidget';

// The rich-text editor (tiptap) is large: it loads only when a form shows one.
const RichTextWidget = lazy(() => import('./RichTextWidget').then((module) => ({ default: module.RichTextWidget })));

export const widgets: Record<WidgetName, ComponentType<WidgetProps>> = {
  text: TextWidget,
  textarea: TextareaWidget,
  richtext: RichTextWidget,
  select: SelectWidget,
  multiselect: MultiSelectWidget,
  checkbox: CheckboxWidget,
  switch: SwitchWidget,
  date: DateWidget,
  number: NumberWidget,
  image: ImageWidget,
  videoLinks: VideoLinksWidget,
};

/** Texts longer than this get a textarea when the config names no widget. */
const SHORT_TEXT = 256;

const hasType = (property: SchemaProperty, type: string) => [property.type].flat().includes(type);

export function widgetFor(field: FieldSpec, property: SchemaProperty): WidgetName {
  if (field.widget) return field.widget;
  if (property.select !== undefined) return hasType(property, 'array') ? 'multiselect' : 'select';
  if (hasType(property, 'boolean')) return 'checkbox';
  if (hasType(property, 'number') || (hasType(property, 'integer') && !hasType(property, 'string'))) return 'number';
  return (property.text?.max ?? 0) > SHORT_TEXT ? 'textarea' : 'text';
}
