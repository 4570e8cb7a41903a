import { BooleanInput } from 'react-admin';
import type { WidgetEntry, WidgetProps } from './types';

export function SwitchWidget({ field, label }: WidgetProps) {
  return <BooleanInput source={field.source} label={label} />;
}

export const widget: WidgetEntry = { name: 'switch', component: SwitchWidget };
