// A picker of the review modal (001 §2 "category/specialty picker", "doctor picker"; §9): picks
// shown as chips, a search that runs 700 ms after the last key once the query has more than 2
// characters or is a positive number, results cut at 80 characters, "load" while it waits and
// "empty" when nothing matches. The picks go to the form's id lists named by each option's `list`.
import { Autocomplete, Chip, TextField } from '@mui/material';
import { useEffect, useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { cut, isSearchable, type PickOption, searchOptions } from './reviewModel';

const DEBOUNCE_MS = 700;

interface Props {
  label: string;
  /** The form's id lists this picker fills. */
  lists: readonly PickOption['list'][];
  options: readonly PickOption[];
  /** The options are still being read. */
  loading: boolean;
  nameOf: (list: PickOption['list'], id: number) => string;
  disabled?: boolean;
  /** The field whose error this picker shows (a list of `lists`). */
  errorField: PickOption['list'];
}

export function PickerField({ label, lists, options, loading, nameOf, disabled, errorField }: Props) {
  const translate = useTranslate();
  const { setValue, getFieldState, formState } = useFormContext();
  const picked = useWatch({ name: [...lists] }) as (number[] | undefined)[];
  const [input, setInput] = useState('');
  const [query, setQuery] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQuery(input), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [input]);

  const value = useMemo(
    () => lists.flatMap((list, i) => (picked[i] ?? []).map((id): PickOption => ({ list, id, label: nameOf(list, id) }))),
    [lists, picked, nameOf],
  );
  const searchable = isSearchable(input);
  const waiting = searchable && (loading || query !== input);
  const results = searchable && !waiting ? searchOptions(options, query) : [];
  const { error } = getFieldState(errorField, formState);

  const pick = (next: PickOption[]) => {
    for (const list of lists) {
      const ids = next.filter((o) => o.list === list).map((o) => o.id);
      setValue(list, ids, { shouldDirty: true, shouldValidate: formState.isSubmitted });
    }
  };

  return (
    <Autocomplete
      multiple
      disabled={disabled}
      options={results}
      value={value}
      inputValue={input}
      onInputChange={(_event, text, reason) => {
        if (reason !== 'reset') setInput(text);
      }}
      onChange={(_event, next) => {
        pick(next);
        setInput('');
      }}
      filterOptions={(found) => found}
      groupBy={(option) => option.group ?? ''}
      getOptionLabel={(option) => cut(option.label)}
      isOptionEqualToValue={(a, b) => a.list === b.list && a.id === b.id}
      loading={waiting}
      loadingText={translate('app.reviews.picker.load')}
      noOptionsText={translate(searchable ? 'app.reviews.picker.empty' : 'app.reviews.picker.hint')}
      renderValue={(chosen, getItemProps) =>
        chosen.map((option, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} size="small" label={cut(option.label)} {...itemProps} />;
        })
      }
      renderInput={(params) => <TextField {...params} label={label} error={Boolean(error)} helperText={error?.message ?? ' '} />}
    />
  );
}
