// A filter of several values chosen in one select, "all ..." (`options.empty`, an i18n key) while
// none is; its value is the chosen ids joined by commas, as the wire's id lists are (the leads'
// clinics=3,17).
import { useTranslate } from 'react-admin';
import { FilterMultiSelect } from '../FilterMultiSelect';
import type { FilterEntry, FilterWidgetProps } from './types';
import { useFilterChoices } from './useFilterChoices';

function MultiSelectFilter({ filter, value, onChange }: FilterWidgetProps) {
  const translate = useTranslate();
  const choices = useFilterChoices(filter.choices);
  return (
    <FilterMultiSelect
      label={translate(filter.label)}
      value={value === undefined || value === null ? '' : String(value)}
      choices={choices}
      emptyLabel={translate(String(filter.options?.empty ?? 'app.list.all'))}
      onChange={(chosen) => onChange(chosen === '' ? undefined : chosen)}
    />
  );
}

export const filter: FilterEntry = { name: 'multiSelect', component: MultiSelectFilter };
