// One choice among many from a fixed enumeration (a review's country of some 250), found by typing:
// the field's `choices` in the UI language.
import { AutocompleteInput } from 'react-admin';
import { useLang } from '../../useLang';
import type { WidgetEntry, WidgetProps } from './types';

export function AutocompleteWidget({ field, label }: WidgetProps) {
  const lang = useLang();
  return (
    <AutocompleteInput source={field.source} label={label} choices={field.choices?.(lang) ?? []} disabled={field.disabled} fullWidth />
  );
}

export const widget: WidgetEntry = { name: 'autocomplete', component: AutocompleteWidget };
