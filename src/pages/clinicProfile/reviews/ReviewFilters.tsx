// The list's filters (001 §2): language ALL, RU, EN and source ALL, MM, LG, as button groups.
import { Stack, ToggleButton, ToggleButtonGroup, Tooltip, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { type Filters, LANG_FILTERS, SOURCE_FILTERS } from './reviewModel';

interface Props {
  value: Filters;
  onChange: (filters: Filters) => void;
}

/** The two filters: their options, and whether each option's button explains itself in a hint. */
const GROUPS = [
  { key: 'lang', options: LANG_FILTERS, hinted: false },
  { key: 'source', options: SOURCE_FILTERS, hinted: true },
] as const;

export function ReviewFilters({ value, onChange }: Props) {
  const translate = useTranslate();
  const label = (key: string) => translate(`app.reviews.filters.${key}`);
  return (
    <Stack direction="row" useFlexGap spacing={3} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      {GROUPS.map(({ key, options, hinted }) => (
        <Stack key={key} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography id={`review-${key}-filter`} variant="body2" color="text.secondary">
            {label(key)}
          </Typography>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={value[key]}
            aria-labelledby={`review-${key}-filter`}
            onChange={(_event, option) => option && onChange({ ...value, [key]: option })}
          >
            {options.map((option) =>
              hinted ? (
                <Tooltip key={option} describeChild title={label(`sourceHint.${option}`)}>
                  <ToggleButton value={option}>{label(option)}</ToggleButton>
                </Tooltip>
              ) : (
                <ToggleButton key={option} value={option}>
                  {label(option)}
                </ToggleButton>
              ),
            )}
          </ToggleButtonGroup>
        </Stack>
      ))}
    </Stack>
  );
}
