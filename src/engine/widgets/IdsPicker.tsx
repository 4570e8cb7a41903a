// The one picker of several records kept as the comma list of their ids that the shared schemas
// take (a holder's `clinicIds`, a promotion's `categories` and `diseases`, a banner's `clinics`):
// an autocomplete that filters as one types, bound by name to the form around it. The `ids`
// widget gives it a resource's records; a screen may give it choices of its own (the diseases of
// the reference data). A record read from the wire holds the list as an array: it becomes the
// field's starting value, not an edit (else every opened form would ask about unsaved changes).
import { Autocomplete, TextField } from '@mui/material';
import { useEffect, useMemo } from 'react';
import { useGetList } from 'react-admin';
import { useController, useFormContext } from 'react-hook-form';
import { localizedPath } from '../../../common/resource';
import { valueAt } from '../../../dataProvider/clientList';
import { useLang } from '../../useLang';
import { joinIds, splitIds } from './idList';

export interface IdChoice {
  id: string | number;
  name: string;
}

/** The field's comma list; an array read from the wire becomes its starting value. */
export function useIdList(name: string) {
  const { resetField } = useFormContext();
  const controller = useController({ name });
  const value: unknown = controller.field.value;
  useEffect(() => {
    if (Array.isArray(value)) resetField(name, { defaultValue: joinIds(value) });
  }, [value, name, resetField]);
  return { ...controller, ids: Array.isArray(value) ? value.map(String) : splitIds(value as string | undefined) };
}

/** A resource's records as choices (react-admin's getList, the first `perPage`), named by
 * `optionText` in the UI language, else in the other, by name. */
export function useReferenceChoices(reference: string | undefined, optionText = 'name', perPage = 1000): IdChoice[] {
  const lang = useLang();
  const { data } = useGetList(reference ?? '', { pagination: { page: 1, perPage } }, { enabled: !!reference });
  return useMemo(() => {
    const nameOf = (record: object) =>
      String(
        valueAt(record, localizedPath(optionText, lang)) || valueAt(record, localizedPath(optionText, lang === 'ru' ? 'en' : 'ru')) || '',
      );
    return (data ?? [])
      .map((record) => ({ id: record.id, name: nameOf(record) || `#${record.id}` }))
      .sort((a, b) => a.name.localeCompare(b.name));
  }, [data, optionText, lang]);
}

interface Props {
  name: string;
  label: string;
  options: readonly IdChoice[];
  disabled?: boolean;
}

export function IdsPicker({ name, label, options, disabled }: Props) {
  const { field, fieldState, ids } = useIdList(name);
  const chosen = new Set(ids);
  return (
    <Autocomplete<IdChoice, true>
      multiple
      disabled={disabled}
      options={options}
      value={options.filter((option) => chosen.has(String(option.id)))}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(a, b) => String(a.id) === String(b.id)}
      onChange={(_event, picked) => field.onChange(joinIds(picked.map((option) => option.id)))}
      onBlur={field.onBlur}
      renderInput={(params) => (
        <TextField {...params} label={label} error={!!fieldState.error} helperText={fieldState.error?.message} inputRef={field.ref} />
      )}
    />
  );
}
