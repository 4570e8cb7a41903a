import { BooleanInput } from 'react-admin';
import type { WidgetProps } from './types';

export function SwitchWidget({ field, label }: WidgetProps) {
  return <BooleanInput source={field.source} label={label} />;
}
