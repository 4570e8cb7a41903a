import { TextInput } from 'react-admin';
import type { WidgetEntry, WidgetProps } from './types';

export function TextWidget({ field, label }: WidgetProps) {
  return <TextInput source={field.source} label={label} disabled={field.disabled} fullWidth />;
}

export const widget: WidgetEntry = { name: 'text', component: TextWidget, rank: () => 1 };
