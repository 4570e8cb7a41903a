// One choice: from a fixed enumeration (named in the UI language) or from another resource's
// records (all of them, sorted by the shown text). A `placeholder` names "nothing chosen" and shows
// while it is the value; `options.sendsBlank` saves "nothing chosen" as '' (a call that clears the
// stored value by it: a promotion's holder) rather than react-admin's null (which the server reads
// as "not sent" and keeps).
import { ReferenceInput, SelectInput, useTranslate } from 'react-admin';
import { localizedPath } from '../../../common/resource';
import { useLang } from '../../useLang';
import { hasType } from './schemaProperty';
import type { WidgetEntry, WidgetProps } from './types';

export const REFERENCE_PAGE = 1000;

const asChosen = (value: unknown) => value;

export function SelectWidget({ field, label }: WidgetProps) {
  const lang = useLang();
  const translate = useTranslate();
  const emptyText = field.placeholder ? translate(field.placeholder) : undefined;
  const shown = {
    emptyText,
    parse: field.options?.sendsBlank ? asChosen : undefined,
    ...(emptyText && { slotProps: { inputLabel: { shrink: true }, select: { displayEmpty: true } } }),
  };
  if (field.reference) {
    const optionText = localizedPath(field.optionText ?? 'name', lang);
    return (
      <ReferenceInput source={field.source} reference={field.reference} perPage={REFERENCE_PAGE} sort={{ field: optionText, order: 'ASC' }}>
        <SelectInput label={label} optionText={optionText} fullWidth {...shown} />
      </ReferenceInput>
    );
  }
  const choices = field.choices?.(lang) ?? [];
  return <SelectInput source={field.source} label={label} choices={choices} disabled={field.disabled} fullWidth {...shown} />;
}

export const widget: WidgetEntry = {
  name: 'select',
  component: SelectWidget,
  rank: (property) => (property.select !== undefined && !hasType(property, 'array') ? 4 : 0),
};
