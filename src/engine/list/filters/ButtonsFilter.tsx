// A filter of one value chosen among a few buttons side by side (a review's language, its source):
// `options.all` (an i18n key) is the first button, "no filter"; then the filter's choices (fixed
// `values`, each worded by its `label`), each with a hint on hover and focus when `options.hints`
// names them (`<hints>.<value>`, the "all" button's `<hints>.ALL`). The group is named by the
// filter's label.
import { Stack, ToggleButton, ToggleButtonGroup, Tooltip, Typography } from '@mui/material';
import { type ReactElement, useId } from 'react';
import { useTranslate } from 'react-admin';
import type { FilterEntry, FilterWidgetProps } from './types';
import { useFilterChoices } from './useFilterChoices';

/** The value of the "all" button: ToggleButtonGroup wants one; the filter then holds none. */
const ALL = '';

function ButtonsFilter({ filter, value, onChange, disabled }: FilterWidgetProps) {
  const translate = useTranslate();
  const labelId = useId();
  const choices = useFilterChoices(filter.choices);
  const { all, hints } = (filter.options ?? {}) as { all?: string; hints?: string };
  const hinted = (key: string, button: ReactElement) =>
    hints ? (
      <Tooltip key={key} describeChild title={translate(`${hints}.${key}`)}>
        {button}
      </Tooltip>
    ) : (
      button
    );
  const buttons = [
    ...(all ? [{ id: ALL, name: translate(all), hint: 'ALL' }] : []),
    ...choices.map((choice) => ({ id: String(choice.id), name: choice.name, hint: String(choice.id) })),
  ];
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Typography id={labelId} variant="body2" color="text.secondary">
        {translate(filter.label)}
      </Typography>
      <ToggleButtonGroup
        size="small"
        exclusive
        disabled={disabled}
        value={value === undefined || value === null ? ALL : String(value)}
        aria-labelledby={labelId}
        // A click on the chosen button keeps it chosen (null): one of them always is.
        onChange={(_event, next: string | null) => next !== null && onChange(next === ALL ? undefined : next)}
      >
        {buttons.map((button) =>
          hinted(
            button.hint,
            <ToggleButton key={button.id} value={button.id}>
              {button.name}
            </ToggleButton>,
          ),
        )}
      </ToggleButtonGroup>
    </Stack>
  );
}

export const filter: FilterEntry = { name: 'buttons', component: ButtonsFilter };
