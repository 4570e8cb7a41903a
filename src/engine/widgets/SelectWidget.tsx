// One choice: from a fixed enumeration (named in the UI language) or from another resource's
// records (all of them, sorted by the shown text).
import { ReferenceInput, SelectInput, useTranslate } from 'react-admin';
import { localizedPath } from '../../../common/resource';
import { useLang } from '../../useLang';
import { hasType } from './schemaProperty';
import type { WidgetEntry, WidgetProps } from './types';

export const REFERENCE_PAGE = 1000;

export function SelectWidget({ field, label }: WidgetProps) {
  const lang = useLang();
  const translate = useTranslate();
  const emptyText = field.placeholder ? translate(field.placeholder) : undefined;
  if (field.reference) {
    const optionText = localizedPath(field.optionText ?? 'name', lang);
    return (
      <ReferenceInput source={field.source} reference={field.reference} perPage={REFERENCE_PAGE} sort={{ field: optionText, order: 'ASC' }}>
        <SelectInput label={label} optionText={optionText} emptyText={emptyText} fullWidth />
      </ReferenceInput>
    );
  }
  const choices = field.choices?.(lang) ?? [];
  return <SelectInput source={field.source} label={label} choices={choices} emptyText={emptyText} disabled={field.disabled} fullWidth />;
}

export const widget: WidgetEntry = {
  name: 'select',
  component: SelectWidget,
  rank: (property) => (property.select !== undefined && !hasType(property, 'array') ? 4 : 0),
};
