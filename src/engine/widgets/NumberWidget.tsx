import { NumberInput } from 'react-admin';
import type { WidgetProps } from './types';

export function NumberWidget({ field, label }: WidgetProps) {
  return <NumberInput source={field.source} label={label} />;
}
