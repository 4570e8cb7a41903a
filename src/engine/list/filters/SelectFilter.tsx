// A filter of one value chosen in a select: "all ..." (`options.empty`, an i18n key) first, then
// the filter's choices (a declared list's records or a call's items, common/resource.ts).
import { useTranslate } from 'react-admin';
import { FilterSelect } from '../FilterSelect';
import type { FilterEntry, FilterWidgetProps } from './types';
import { useFilterChoices } from './useFilterChoices';

function SelectFilter({ filter, value, onChange }: FilterWidgetProps) {
  const translate = useTranslate();
  const choices = useFilterChoices(filter.choices);
  return (
    <FilterSelect
      label={translate(filter.label)}
      value={value === undefined || value === null ? '' : String(value)}
      choices={choices}
      emptyLabel={translate(String(filter.options?.empty ?? 'app.list.all'))}
      onChange={(chosen) => onChange(chosen === '' ? undefined : chosen)}
    />
  );
}

export const filter: FilterEntry = { name: 'select', component: SelectFilter };
