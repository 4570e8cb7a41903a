import { DateInput } from 'react-admin';
import type { WidgetEntry, WidgetProps } from './types';

export function DateWidget({ field, label }: WidgetProps) {
  return <DateInput source={field.source} label={label} />;
}

export const widget: WidgetEntry = { name: 'date', component: DateWidget };
