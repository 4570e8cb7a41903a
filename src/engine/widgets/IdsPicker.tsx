// The one picker (IdsAutocomplete.tsx) bound by name to a field holding the comma list of ids the
// shared schemas take (or numbers: `asArray`), given its choices by the `ids` widget or a screen. An
// array read from the wire becomes the field's starting value, not an edit (else every opened form
// would ask about unsaved changes).
import { useEffect } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { type IdChoice, IdsAutocomplete } from './IdsAutocomplete';
import { joinIds, splitIds } from './idList';

export type { IdChoice };

/** The field's ids, and how a new choice is written: as the comma list (an array read from the
 * wire becoming its starting value), or as an array of numbers (`asArray`). */
export function useIdList(name: string, asArray = false) {
  const { resetField } = useFormContext();
  const controller = useController({ name });
  const value: unknown = controller.field.value;
  useEffect(() => {
    if (!asArray && Array.isArray(value)) resetField(name, { defaultValue: joinIds(value) });
  }, [asArray, value, name, resetField]);
  const ids = Array.isArray(value) ? value.map(String) : splitIds(value as string | undefined);
  const write = (chosen: readonly (string | number)[]) => controller.field.onChange(asArray ? chosen.map(Number) : joinIds(chosen));
  return { ...controller, ids, write };
}

interface Props {
  name: string;
  label: string;
  options: readonly IdChoice[];
  disabled?: boolean;
  /** The field holds an array of numbers rather than the comma list. */
  asArray?: boolean;
  /** Choices are offered only as one types, by the app's search rule; `loading`: still being read. */
  search?: boolean;
  loading?: boolean;
}

/** The one picker (IdsAutocomplete) bound to a form's field by name. */
export function IdsPicker({ name, label, options, disabled, asArray, search, loading }: Props) {
  const { field, fieldState, ids, write } = useIdList(name, asArray);
  return (
    <IdsAutocomplete
      label={label}
      options={options}
      picked={ids}
      onChange={write}
      disabled={disabled}
      search={search}
      loading={loading}
      error={fieldState.error?.message}
      onBlur={field.onBlur}
      inputRef={field.ref}
    />
  );
}
