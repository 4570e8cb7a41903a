// The app's one picker of records (or of a long enumeration's values), bound to no form: several as
// chips, or one (`single`). `exact`: a name is added only when typed exactly or chosen, never twice
// (002 §5 "Video"); `search`: offered only as one types (useChoiceSearch.ts), under their `group`.
// Enter never submits the form around it.
import { Autocomplete, createFilterOptions, TextField } from '@mui/material';
import { type Ref, useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { truncateItem } from '../search/searchRules';
import { useChoiceSearch } from './useChoiceSearch';

export interface IdChoice {
  id: string | number;
  name: string;
  /** The heading it is listed under (a specialty's category). */
  group?: string;
}

type Id = string | number;

export interface IdsAutocompleteProps {
  label: string;
  options: readonly IdChoice[];
  picked: readonly Id[];
  onChange: (ids: Id[]) => void;
  /** A record was added (not removed): the clinics a video links show their directions late. */
  onAdded?: (id: Id) => void;
  exact?: boolean;
  search?: boolean;
  /** One choice at most: `picked` holds it or nothing, and a new one replaces it. */
  single?: boolean;
  /** Matches offered at most (all by default). */
  limit?: number;
  loading?: boolean;
  disabled?: boolean;
  error?: string;
  /** Shown under the input when there is no error. */
  hint?: string;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
}

const same = (a: Id, b: Id) => String(a) === String(b);

/** The id an exactly typed name adds: the first record of that name not picked yet (names repeat). */
export function exactId(options: readonly IdChoice[], picked: readonly Id[], typed: string): Id | undefined {
  const text = typed.trim();
  if (!text) return undefined;
  return options.find((option) => option.name === text && !picked.some((id) => same(id, option.id)))?.id;
}

export function IdsAutocomplete(props: IdsAutocompleteProps) {
  const { label, options, picked, onChange, onAdded, exact, search, single, limit, loading, disabled, error, hint, onBlur, inputRef } =
    props;
  const translate = useTranslate();
  const [text, setText] = useState('');
  const filterOptions = useMemo(() => createFilterOptions<IdChoice>({ limit, stringify: (option) => option.name }), [limit]);
  const found = useChoiceSearch(options, search ? text : '', loading);
  const searched = search && {
    // The matches are found by the app's rule (useChoiceSearch), not by the autocomplete's filter.
    filterOptions: (shown: (IdChoice | string)[]) => shown,
    groupBy: (option: IdChoice | string) => (typeof option === 'string' ? '' : (option.group ?? '')),
    loading: found.waiting,
    loadingText: translate('app.search.load'),
    noOptionsText: translate(found.searchable ? 'app.search.empty' : 'app.search.hint'),
  };
  // In the order picked; once the choices have come, a record they no longer hold stays, named by
  // its id (before, it would flash by its id until its name came).
  const value = picked.flatMap((id) => options.find((option) => same(option.id, id)) ?? (options.length ? [{ id, name: `#${id}` }] : []));
  const choose = (chosen: readonly (IdChoice | string)[]) => {
    // A single picker's new choice comes last: it replaces the one held.
    if (single) chosen = chosen.slice(-1);
    const ids: Id[] = [];
    for (const item of chosen) {
      const id = typeof item === 'string' ? exactId(options, ids, item) : item.id;
      if (id !== undefined && !ids.some((other) => same(other, id))) ids.push(id);
    }
    // A name that matched nothing changes nothing.
    const unchanged = ids.length === picked.length && ids.every((id, index) => same(id, picked[index]));
    if (!unchanged) onChange(ids);
    // The input is cleared for the next name; a single picker's shows the one chosen.
    if (!single) setText('');
    for (const id of ids) if (!picked.some((other) => same(other, id))) onAdded?.(id);
  };
  return (
    <Autocomplete<IdChoice | string, boolean, false, boolean>
      multiple={!single}
      freeSolo={exact}
      filterSelectedOptions={!single}
      disabled={disabled || (loading && !search)}
      loading={loading}
      loadingText={translate('app.form.loading')}
      options={search ? found.found : options}
      value={single ? (value[0] ?? null) : value}
      inputValue={text}
      onInputChange={(_event, typed, reason) => (reason !== 'reset' || single) && setText(typed)}
      filterOptions={(all, state) => filterOptions(all as IdChoice[], state)}
      {...searched}
      getOptionLabel={(option) => (typeof option === 'string' ? option : search ? truncateItem(option.name) : option.name)}
      getOptionKey={(option) => (typeof option === 'string' ? option : option.id)}
      isOptionEqualToValue={(a, b) => typeof a !== 'string' && typeof b !== 'string' && same(a.id, b.id)}
      onChange={(_event, chosen) => choose(chosen === null ? [] : [chosen].flat())}
      onBlur={() => {
        // A name typed but not taken is dropped, as a chosen one clears the input (a single
        // picker's goes back to the one chosen by itself).
        if (!single) setText('');
        onBlur?.();
      }}
      // Enter picks here; left alone with nothing typed it would also submit the form around it.
      onKeyDown={(event) => {
        if (event.key === 'Enter') event.preventDefault();
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          error={!!error}
          helperText={error ?? (loading && !search ? translate('app.form.loading') : hint)}
          inputRef={inputRef}
        />
      )}
    />
  );
}
