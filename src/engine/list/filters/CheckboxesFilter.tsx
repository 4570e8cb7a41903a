// A filter of several values as a group of checkboxes (an article list's categories or hubs, 002
// §2 "checkbox groups with an 'all' choice"): the first box, "all", stands for no filter; ticking
// a value unticks "all", unticking the last one ticks it again. The choices are the records of the
// declared list the filter names, named in the UI language.
import { Checkbox, FormControlLabel, FormGroup, FormLabel } from '@mui/material';
import { useId, useMemo } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import { localizedPath } from '../../../../common/resource';
import { valueAt } from '../../../../dataProvider/clientList';
import { useLang } from '../../../useLang';
import { AS_ANSWERED, WHOLE_PAGE } from '../wholeList';
import type { FilterEntry, FilterWidgetProps } from './types';

/** Reference lists change seldom: read once in five minutes. */
const KEPT = { staleTime: 5 * 60_000 };

function CheckboxesFilter({ filter, value, onChange }: FilterWidgetProps) {
  const translate = useTranslate();
  const lang = useLang();
  const id = useId();
  const { resource, optionText, where = {}, byName } = filter.choices;
  const { data } = useGetList(resource, { filter: where, pagination: WHOLE_PAGE, sort: AS_ANSWERED }, KEPT);
  const choices = useMemo(
    () =>
      (data ?? [])
        .map((record) => ({ id: Number(record.id), name: String(valueAt(record, localizedPath(optionText, lang)) ?? '') }))
        .sort((a, b) => (byName ? a.name.localeCompare(b.name) : 0)),
    [data, optionText, lang, byName],
  );
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
            <Checkbox size="small" checked={chosen.includes(choice.id)} onChange={(event) => toggle(choice.id, event.target.checked)} />
          }
        />
      ))}
    </FormGroup>
  );
}

export const filter: FilterEntry = { name: 'checkboxes', component: CheckboxesFilter };
