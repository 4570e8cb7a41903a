// The search everywhere's dialog (issue 27), loaded on first use: one box whose results are grouped
// by kind of record with their numbers, walked with the arrow keys (the focus stays in the box,
// the active result named by aria-activedescendant), opened with Enter or a click; Escape closes.
// Only the kinds the user's roles may open come back (server/services/search).
import { Box, Dialog, DialogContent, DialogTitle, List, ListItem, ListSubheader, TextField, Typography } from '@mui/material';
import { type KeyboardEvent, useId, useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { SEARCH_TOTAL_CAP } from '../../../common/searchEverywhere';
import { truncateItem } from '../../engine/search/searchRules';
import { type SearchGroup, type SearchGroupsState, type SearchResult, useSearchGroups } from './useSearchGroups';

/** Which result the arrow keys move to: down and up wrap, Home and End jump. */
const MOVES: Record<string, (at: number, count: number) => number> = {
  ArrowDown: (at, count) => (at + 1) % count,
  ArrowUp: (at, count) => (at - 1 + count) % count,
  Home: () => 0,
  End: (_at, count) => count - 1,
};

function statusText(state: SearchGroupsState, found: number, translate: ReturnType<typeof useTranslate>) {
  if (state.status === 'idle') return translate('app.searchEverywhere.hint');
  if (state.status === 'loading') return translate('app.searchEverywhere.loading');
  if (state.status === 'failed') return translate('app.searchEverywhere.failed');
  return found ? translate('app.searchEverywhere.found', { smart_count: found }) : translate('app.searchEverywhere.empty');
}

function GroupHeading({ group, id }: { group: SearchGroup; id: string }) {
  const translate = useTranslate();
  const total = group.total >= SEARCH_TOTAL_CAP ? `${SEARCH_TOTAL_CAP}+` : String(group.total);
  return (
    <ListSubheader id={id} component="div" role="presentation" sx={{ lineHeight: 2.5, display: 'flex', justifyContent: 'space-between' }}>
      <span>{translate(`app.searchEverywhere.kinds.${group.resource}`)}</span>
      <span>{translate('app.searchEverywhere.shown', { shown: group.items.length, total })}</span>
    </ListSubheader>
  );
}

export default function SearchDialog({ onClose }: { onClose: () => void }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const base = useId();
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const state = useSearchGroups(query);
  const groups = state.status === 'done' ? state.items : [];
  const results = useMemo(() => groups.flatMap((group) => group.items.map((item) => ({ group, item }))), [groups]);
  const optionId = (index: number) => `${base}-option-${index}`;
  // A shorter list than the last one keeps the active result on its last row.
  const current = Math.min(active, results.length - 1);

  const open = (item: SearchResult) => {
    onClose();
    navigate(item.path);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const move = MOVES[event.key];
    if (move && results.length) {
      event.preventDefault();
      setActive(move(Math.max(current, 0), results.length));
    } else if (event.key === 'Enter' && results[current]) {
      event.preventDefault();
      open(results[current].item);
    }
  };

  let index = 0;
  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby={`${base}-title`}
      sx={{ '& .MuiDialog-container': { alignItems: 'flex-start' } }}
    >
      <DialogTitle id={`${base}-title`}>{translate('app.searchEverywhere.title')}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
          placeholder={translate('app.searchEverywhere.placeholder')}
          slotProps={{
            htmlInput: {
              role: 'combobox',
              'aria-label': translate('app.searchEverywhere.label'),
              'aria-expanded': results.length > 0,
              'aria-controls': `${base}-results`,
              'aria-autocomplete': 'list',
              'aria-activedescendant': results.length ? optionId(current) : undefined,
              'aria-describedby': `${base}-status`,
            },
          }}
        />
        <Typography id={`${base}-status`} role="status" variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {statusText(state, results.length, translate)}
        </Typography>
        <List id={`${base}-results`} role="listbox" aria-label={translate('app.searchEverywhere.results')} dense sx={{ mt: 1 }}>
          {groups.map((group) => {
            const heading = `${base}-${group.resource}`;
            return (
              <Box component="li" key={group.resource} role="presentation" sx={{ listStyle: 'none' }}>
                <GroupHeading group={group} id={heading} />
                <Box component="ul" role="group" aria-labelledby={heading} sx={{ p: 0 }}>
                  {group.items.map((item) => {
                    const at = index++;
                    return (
                      <ListItem
                        key={item.id}
                        id={optionId(at)}
                        role="option"
                        aria-selected={at === current}
                        onClick={() => open(item)}
                        onMouseMove={() => setActive(at)}
                        sx={{
                          cursor: 'pointer',
                          borderRadius: 1,
                          bgcolor: at === current ? 'action.selected' : undefined,
                          display: 'block',
                        }}
                      >
                        <Typography variant="body1">{truncateItem(item.title)}</Typography>
                        {item.subtitle && (
                          <Typography variant="body2" color="text.secondary">
                            {truncateItem(item.subtitle)}
                          </Typography>
                        )}
                      </ListItem>
                    );
                  })}
                </Box>
              </Box>
            );
          })}
        </List>
      </DialogContent>
    </Dialog>
  );
}
