// A filter of the articles tabs (002 §2 "filtered by category and by hub"): a checkbox group whose
// first box, "all", stands for no filter; ticking one value unticks "all", unticking the last one
// ticks it again.
import { Checkbox, FormControlLabel, FormGroup, FormLabel } from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import type { Named } from './useArticleReference';

interface Props {
  label: string;
  items: Named[];
  value: number[];
  onChange: (ids: number[]) => void;
}

export function CheckboxGroup({ label, items, value, onChange }: Props) {
  const translate = useTranslate();
  const id = useId();
  const toggle = (itemId: number, on: boolean) => onChange(on ? [...value, itemId] : value.filter((v) => v !== itemId));
  return (
    <FormGroup role="group" aria-labelledby={id} row sx={{ alignItems: 'center', columnGap: 1 }}>
      <FormLabel id={id} sx={{ mr: 1 }}>
        {label}
      </FormLabel>
      <FormControlLabel
        label={translate('app.articles.filters.all')}
        control={<Checkbox size="small" checked={value.length === 0} onChange={() => onChange([])} />}
      />
      {items.map((item) => (
        <FormControlLabel
          key={item.id}
          label={item.name}
          control={<Checkbox size="small" checked={value.includes(item.id)} onChange={(event) => toggle(item.id, event.target.checked)} />}
        />
      ))}
    </FormGroup>
  );
}
