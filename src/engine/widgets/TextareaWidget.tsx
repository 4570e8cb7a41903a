import { TextInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { SHORT_TEXT } from './schemaProperty';
import type { WidgetEntry, WidgetProps } from './types';

// 002 §9: a textarea shows 2 rows by default and grows by at most 6 more. `options.counter`: under
// it, how many of the allowed characters are used (a media file's description), until an error
// takes that place.
export function TextareaWidget({ field, label, property }: WidgetProps) {
  const counted = field.options?.counter === true && property.text?.max !== undefined;
  return (
    <TextInput
      source={field.source}
      label={label}
      fullWidth
      multiline
      minRows={2}
      maxRows={8}
      helperText={counted ? <Counter source={field.source} max={property.text?.max ?? 0} /> : undefined}
    />
  );
}

function Counter({ source, max }: { source: string; max: number }) {
  const translate = useTranslate();
  const value: unknown = useWatch({ name: source });
  return translate('app.media.alt.length', { length: String(value ?? '').length, max });
}

export const widget: WidgetEntry = {
  name: 'textarea',
  component: TextareaWidget,
  rank: (property) => ((property.text?.max ?? 0) > SHORT_TEXT ? 2 : 0),
};
