import { NumberInput } from 'react-admin';
import { hasType } from './schemaProperty';
import type { WidgetEntry, WidgetProps } from './types';

export function NumberWidget({ field, label }: WidgetProps) {
  return <NumberInput source={field.source} label={label} />;
}

export const widget: WidgetEntry = {
  name: 'number',
  component: NumberWidget,
  rank: (property) => (hasType(property, 'number') || (hasType(property, 'integer') && !hasType(property, 'string')) ? 3 : 0),
};
