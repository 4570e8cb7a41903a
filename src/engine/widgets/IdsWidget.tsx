// Several records of another resource, chosen in an autocomplete that filters as one types, kept as
// the comma list of their ids the shared schemas take (a holder's `clinicIds`). The choices are the
// reference's records (react-admin's getList, `options.perPage` of them, 1000 by default) named by
// `optionText` in the UI language, else in the other. A record read from the wire holds the list
// as an array: it becomes the field's starting value, not an edit.
import { Autocomplete, TextField } from '@mui/material';
import { useEffect, useMemo } from 'react';
import { useGetList } from 'react-admin';
import { useController, useFormContext } from 'react-hook-form';
import { localizedPath } from '../../../common/resource';
import { valueAt } from '../../../dataProvider/clientList';
import { useLang } from '../../useLang';
import { joinIds, splitIds } from './idList';
import type { WidgetEntry, WidgetProps } from './types';

type Named = { id: string; name: string };

export function IdsWidget({ field, label }: WidgetProps) {
  const lang = useLang();
  const { resetField } = useFormContext();
  const { field: input, fieldState } = useController({ name: field.source });
  const perPage = (field.options?.perPage as number | undefined) ?? 1000;
  const { data } = useGetList(field.reference ?? '', { pagination: { page: 1, perPage } }, { enabled: !!field.reference });
  const options = useMemo<Named[]>(() => {
    const path = field.optionText ?? 'name';
    const nameOf = (record: object) =>
      String(valueAt(record, localizedPath(path, lang)) || valueAt(record, localizedPath(path, lang === 'ru' ? 'en' : 'ru')) || '');
    return (data ?? [])
      .map((record) => ({ id: String(record.id), name: nameOf(record) || `#${record.id}` }))
      .sort((a, b) => a.name.localeCompare(b.name));
  }, [data, field.optionText, lang]);
  const value: unknown = input.value;
  useEffect(() => {
    if (Array.isArray(value)) resetField(field.source, { defaultValue: joinIds(value) });
  }, [value, field.source, resetField]);
  const chosen = new Set(Array.isArray(value) ? value.map(String) : splitIds(value as string | undefined));
  return (
    <Autocomplete<Named, true>
      multiple
      options={options}
      value={options.filter((option) => chosen.has(option.id))}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onChange={(_event, picked) => input.onChange(joinIds(picked.map((option) => option.id)))}
      onBlur={input.onBlur}
      renderInput={(params) => (
        <TextField {...params} label={label} error={!!fieldState.error} helperText={fieldState.error?.message} inputRef={input.ref} />
      )}
    />
  );
}

export const widget: WidgetEntry = { name: 'ids', component: IdsWidget };
