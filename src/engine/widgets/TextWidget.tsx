import { TextInput } from 'react-admin';
import type { WidgetEntry, WidgetProps } from './types';

export function TextWidget({ field, label }: WidgetProps) {
  return <TextInput source={field.source} label={label} disabled={field.disabled} fullWidth />;
}

// No rank: the input of a field that no other widget fits (src/engine/widgets/index.ts).
export const widget: WidgetEntry = { name: 'text', component: TextWidget };
