// A search box that suggests records as the user types (the clinic-name search, later articles):
// 'load' while the call runs, 'empty' when it found nothing, results cut at 80 characters.
// Choosing a result hands it to the screen; Enter without a highlighted result submits the text.
import { Autocomplete, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { type SearchItem, truncateItem } from './searchRules';
import { useDebouncedSearch } from './useDebouncedSearch';

interface Props {
  label: string;
  /** The call; keep it stable (useCallback), a new function restarts the wait. */
  search: (query: string) => Promise<SearchItem[]>;
  onChoose: (item: SearchItem) => void;
  /** Enter on typed text, or '' when the box is cleared. */
  onText: (text: string) => void;
  initialText?: string;
}

export function SearchAutocomplete({ label, search, onChoose, onText, initialText = '' }: Props) {
  const translate = useTranslate();
  // What the box shows, and what was typed (a chosen result's name is shown, never searched).
  const [text, setText] = useState(initialText);
  const [query, setQuery] = useState(initialText);
  const [open, setOpen] = useState(false);
  const [highlighted, setHighlighted] = useState<SearchItem | null>(null);
  const state = useDebouncedSearch(query, search);
  return (
    <Autocomplete<SearchItem>
      sx={{ width: 340 }}
      fullWidth={false}
      size="small"
      options={state.status === 'done' ? state.items : []}
      filterOptions={(items) => items}
      getOptionLabel={(item) => truncateItem(item.str)}
      getOptionKey={(item) => item.id}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      value={null}
      inputValue={text}
      open={open && state.status !== 'idle'}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      loading={state.status === 'loading'}
      loadingText={translate('app.search.load')}
      noOptionsText={translate('app.search.empty')}
      onHighlightChange={(_event, item) => setHighlighted(item)}
      onInputChange={(_event, value, reason) => {
        if (reason === 'input') {
          setText(value);
          setQuery(value);
        }
        if (reason === 'clear') {
          setText('');
          setQuery('');
          onText('');
        }
      }}
      onChange={(_event, item) => {
        if (!item) return;
        setText(item.str);
        onChoose(item);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter' && !(open && highlighted)) onText(text.trim());
      }}
      // Two records may share a name: the number tells them apart.
      renderOption={({ key, ...props }, item) => (
        <li key={key} {...props}>
          {truncateItem(item.str)}
          <Typography component="span" variant="caption" color="text.secondary" sx={{ ml: 1 }}>
            #{item.id}
          </Typography>
        </li>
      )}
      renderInput={(params) => <TextField {...params} fullWidth label={label} sx={{ my: 0 }} />}
    />
  );
}
