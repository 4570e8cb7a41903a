import { DateInput } from 'react-admin';
import type { WidgetProps } from './types';

export function DateWidget({ field, label }: WidgetProps) {
  return <DateInput source={field.source} label={label} />;
}
