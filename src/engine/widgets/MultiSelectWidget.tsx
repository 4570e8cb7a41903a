// Several choices, from an enumeration or another resource's records (002 §5 "Multi-select").
import { ReferenceArrayInput, SelectArrayInput } from 'react-admin';
import { localizedPath } from '../../../common/resource';
import { useLang } from '../../useLang';
import { REFERENCE_PAGE } from './SelectWidget';
import { hasType } from './schemaProperty';
import type { WidgetEntry, WidgetProps } from './types';

export function MultiSelectWidget({ field, label }: WidgetProps) {
  const lang = useLang();
  if (field.reference) {
    const optionText = localizedPath(field.optionText ?? 'name', lang);
    return (
      <ReferenceArrayInput
        source={field.source}
        reference={field.reference}
        perPage={REFERENCE_PAGE}
        sort={{ field: optionText, order: 'ASC' }}
      >
        <SelectArrayInput label={label} optionText={optionText} fullWidth />
      </ReferenceArrayInput>
    );
  }
  return <SelectArrayInput source={field.source} label={label} choices={field.choices?.(lang) ?? []} fullWidth />;
}

export const widget: WidgetEntry = {
  name: 'multiselect',
  component: MultiSelectWidget,
  rank: (property) => (property.select !== undefined && hasType(property, 'array') ? 4 : 0),
};
