import { TextInput, useTranslate } from 'react-admin';
import type { WidgetEntry, WidgetProps } from './types';

export function TextWidget({ field, label }: WidgetProps) {
  const translate = useTranslate();
  // A declared hint under the input (its errors take its place while shown).
  const hint = field.hint ? translate(field.hint) : undefined;
  return <TextInput source={field.source} label={label} disabled={field.disabled} helperText={hint} fullWidth />;
}

// No rank: the input of a field that no other widget fits (src/engine/widgets/index.ts).
export const widget: WidgetEntry = { name: 'text', component: TextWidget };
