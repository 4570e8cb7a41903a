// One kind of a video's links (002 §2 "Video library", §5 "Video"): the linked items as chips that
// can be removed, and an input offering the list's names; Enter or a chosen name adds the item
// when the text is exactly a name from the list and not linked yet, otherwise the input is
// cleared. Until the list has come the input is disabled and says it is loading: a name typed and
// entered before would be cleared as matching nothing.
import { Autocomplete, Box, Chip, createFilterOptions, Stack, TextField, Typography } from '@mui/material';
import { useId, useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { exactMatch, type LinkOption } from './exactMatch';

/** 10000 doctors: the menu shows the first matches only. */
const filter = createFilterOptions<LinkOption | string>({ limit: 50, stringify: (o) => (typeof o === 'string' ? o : o.label) });

interface Props {
  label: string;
  options: readonly LinkOption[];
  picked: readonly number[];
  onChange: (ids: number[]) => void;
  onAdded?: (id: number) => void;
  loading?: boolean;
  error?: string;
}

export function LinkPicker({ label, options, picked, onChange, onAdded, loading, error }: Props) {
  const translate = useTranslate();
  const headingId = useId();
  const [input, setInput] = useState('');
  const names = useMemo(() => new Map(options.map((o) => [o.id, o.label])), [options]);
  const free = useMemo(() => options.filter((o) => !picked.includes(o.id)), [options, picked]);

  const add = (typed: string) => {
    const id = exactMatch(options, picked, typed);
    setInput('');
    if (id === undefined) return;
    onChange([...picked, id]);
    onAdded?.(id);
  };

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="subtitle2" component="h3">
        {label}
      </Typography>
      {picked.length > 0 && (
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 0.5, my: 0.5 }}>
          {picked.map((id) => (
            <Chip
              key={id}
              size="small"
              label={names.get(id) ?? `#${id}`}
              onDelete={() => onChange(picked.filter((other) => other !== id))}
            />
          ))}
        </Stack>
      )}
      <Autocomplete<LinkOption | string, false, false, true>
        freeSolo
        options={free}
        value={null}
        inputValue={input}
        loading={loading}
        disabled={loading}
        loadingText={translate('app.video.load')}
        filterOptions={filter}
        getOptionLabel={(option) => (typeof option === 'string' ? option : option.label)}
        getOptionKey={(option) => (typeof option === 'string' ? option : option.id)}
        onInputChange={(_event, text, reason) => {
          if (reason === 'input') setInput(text);
        }}
        onChange={(_event, value) => {
          if (value !== null) add(typeof value === 'string' ? value : value.label);
        }}
        onBlur={() => setInput('')}
        // Enter adds (or clears) here; left alone it would also submit the video's form, saving it
        // and redrawing the editor under the typing.
        onKeyDown={(event) => {
          if (event.key === 'Enter') event.preventDefault();
        }}
        renderInput={(params) => (
          <TextField
            {...params}
            size="small"
            label={translate('app.video.add', { what: label })}
            error={Boolean(error)}
            helperText={error ?? translate(loading ? 'app.video.load' : 'app.video.exactHint')}
          />
        )}
      />
    </Box>
  );
}
