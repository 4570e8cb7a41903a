// One choice among many from a fixed enumeration (a review's country of some 250), found by typing:
// the field's `choices` in the UI language, in the one picker (IdsAutocomplete, `single`). None
// chosen is the empty text.
import { useController } from 'react-hook-form';
import { useLang } from '../../useLang';
import { IdsAutocomplete } from './IdsAutocomplete';
import type { WidgetEntry, WidgetProps } from './types';

export function AutocompleteWidget({ field, label }: WidgetProps) {
  const lang = useLang();
  const { field: input, fieldState } = useController({ name: field.source });
  const value: unknown = input.value;
  return (
    <IdsAutocomplete
      single
      label={label}
      options={field.choices?.(lang) ?? []}
      picked={value === '' || value == null ? [] : [value as string | number]}
      onChange={(ids) => input.onChange(ids[0] ?? '')}
      disabled={field.disabled}
      error={fieldState.error?.message}
      onBlur={input.onBlur}
      inputRef={input.ref}
    />
  );
}

export const widget: WidgetEntry = { name: 'autocomplete', component: AutocompleteWidget };
