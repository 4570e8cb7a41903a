// The list's filters (001 §2): language ALL, RU, EN and source ALL, MM, LG, as button groups.
import { Stack, ToggleButton, ToggleButtonGroup, Tooltip, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { type Filters, LANG_FILTERS, SOURCE_FILTERS } from './reviewModel';

interface Props {
  value: Filters;
  onChange: (filters: Filters) => void;
}

export function ReviewFilters({ value, onChange }: Props) {
  const translate = useTranslate();
  const label = (key: string) => translate(`app.reviews.filters.${key}`);
  return (
    <Stack direction="row" useFlexGap spacing={3} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography id="review-lang-filter" variant="body2" color="text.secondary">
          {label('lang')}
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={value.lang}
          aria-labelledby="review-lang-filter"
          onChange={(_event, lang) => lang && onChange({ ...value, lang })}
        >
          {LANG_FILTERS.map((lang) => (
            <ToggleButton key={lang} value={lang}>
              {label(lang)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Stack>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography id="review-source-filter" variant="body2" color="text.secondary">
          {label('source')}
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={value.source}
          aria-labelledby="review-source-filter"
          onChange={(_event, source) => source && onChange({ ...value, source })}
        >
          {SOURCE_FILTERS.map((source) => (
            <Tooltip key={source} describeChild title={label(`sourceHint.${source}`)}>
              <ToggleButton value={source}>{label(source)}</ToggleButton>
            </Tooltip>
          ))}
        </ToggleButtonGroup>
      </Stack>
    </Stack>
  );
}
