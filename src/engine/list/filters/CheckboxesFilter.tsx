// A filter of several values as checkboxes (002 §2 "checkbox groups with an 'all' choice"): "all"
// stands for no filter; ticking a value unticks it, unticking the last one ticks it again.
import { Checkbox, FormControlLabel, FormGroup, FormLabel } from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import type { FilterEntry, FilterWidgetProps } from './types';
import { useFilterChoices } from './useFilterChoices';

function CheckboxesFilter({ filter, value, onChange }: FilterWidgetProps) {
  const translate = useTranslate();
  const id = useId();
  const choices = useFilterChoices(filter.choices);
  const chosen = Array.isArray(value) ? value.map(Number) : [];
  const toggle = (choice: number, on: boolean) => onChange(on ? [...chosen, choice] : chosen.filter((other) => other !== choice));
  return (
    <FormGroup role="group" aria-labelledby={id} row sx={{ alignItems: 'center', columnGap: 1 }}>
      <FormLabel id={id} sx={{ mr: 1 }}>
        {translate(filter.label)}
      </FormLabel>
      <FormControlLabel
        label={translate('app.list.all')}
        control={<Checkbox size="small" checked={chosen.length === 0} onChange={() => onChange([])} />}
      />
      {choices.map((choice) => (
        <FormControlLabel
          key={choice.id}
          label={choice.name}
          control={
            <Checkbox
              size="small"
              checked={chosen.includes(Number(choice.id))}
              onChange={(event) => toggle(Number(choice.id), event.target.checked)}
            />
          }
        />
      ))}
    </FormGroup>
  );
}

export const filter: FilterEntry = { name: 'checkboxes', component: CheckboxesFilter };
