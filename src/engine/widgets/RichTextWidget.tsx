import { RichTextInput } from 'ra-input-rich-text';
import type { WidgetProps } from './types';

export function RichTextWidget({ field, label }: WidgetProps) {
  return <RichTextInput source={field.source} label={label} fullWidth />;
}
