// A filter of one value chosen in a select: "all ..." (`options.empty`, an i18n key) first, then
// the filter's choices (a declared list's records or a call's items, common/resource.ts); with
// `multiple`, several values, the chosen ids joined by commas as the wire's id lists are.
import { useTranslate } from 'react-admin';
import { FilterSelect } from '../FilterSelect';
import type { FilterEntry, FilterWidgetProps } from './types';
import { useFilterChoices } from './useFilterChoices';

export function SelectFilter({ filter, value, onChange, multiple }: FilterWidgetProps & { multiple?: boolean }) {
  const translate = useTranslate();
  return (
    <FilterSelect
      label={translate(filter.label)}
      value={value === undefined || value === null ? '' : String(value)}
      choices={useFilterChoices(filter.choices)}
      emptyLabel={translate(String(filter.options?.empty ?? 'app.list.all'))}
      multiple={multiple}
      onChange={(chosen) => onChange(chosen === '' ? undefined : chosen)}
    />
  );
}

export const filter: FilterEntry = { name: 'select', component: SelectFilter };
