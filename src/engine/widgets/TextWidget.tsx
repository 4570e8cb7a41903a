import { TextInput } from 'react-admin';
import type { WidgetProps } from './types';

export function TextWidget({ field, label }: WidgetProps) {
  return <TextInput source={field.source} label={label} disabled={field.disabled} fullWidth />;
}
