import { DateInput } from 'react-admin';
import type { WidgetEntry, WidgetProps } from './types';

export function DateWidget({ field, label }: WidgetProps) {
  return <DateInput source={field.source} label={label} disabled={field.disabled} />;
}

export const widget: WidgetEntry = { name: 'date', component: DateWidget };
