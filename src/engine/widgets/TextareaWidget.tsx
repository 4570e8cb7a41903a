import { TextInput } from 'react-admin';
import { SHORT_TEXT } from './schemaProperty';
import type { WidgetEntry, WidgetProps } from './types';

// 002 §9: a textarea shows 2 rows by default and grows by at most 6 more.
export function TextareaWidget({ field, label }: WidgetProps) {
  return <TextInput source={field.source} label={label} fullWidth multiline minRows={2} maxRows={8} />;
}

export const widget: WidgetEntry = {
  name: 'textarea',
  component: TextareaWidget,
  rank: (property) => ((property.text?.max ?? 0) > SHORT_TEXT ? 2 : 0),
};
