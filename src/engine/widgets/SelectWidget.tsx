// One choice: from a fixed enumeration (named in the UI language) or from another resource's
// records (all of them, sorted by the shown text; a value they no longer hold, a retired holder,
// is offered as `#<id>`, so that it shows and stays). A `placeholder` names "nothing chosen" and
// shows while it is the value; `options.sendsBlank` saves "nothing chosen" as '' (a call that
// clears the stored value by it: a promotion's holder) rather than react-admin's null (which the
// server reads as "not sent" and keeps).
import { type RaRecord, ReferenceInput, SelectInput, type SelectInputProps, useChoicesContext, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { localizedPath } from '../../../common/resource';
import { valueAt } from '../../../dataProvider/clientList';
import { useLang } from '../../useLang';
import { hasType } from './schemaProperty';
import type { WidgetEntry, WidgetProps } from './types';

export const REFERENCE_PAGE = 1000;

const asChosen = (value: unknown) => value;

/** The reference's records, and the value when they do not hold it. */
function ReferenceSelect({ source, optionText, ...props }: SelectInputProps & { source: string; optionText: string }) {
  const { allChoices = [], isPending } = useChoicesContext();
  const value: unknown = useWatch({ name: source });
  const held = isPending || value === undefined || value === null || value === '' || allChoices.some((c) => String(c.id) === String(value));
  const choices = held ? allChoices : [...allChoices, { id: value, unlisted: `#${value}` }];
  const name = (choice: RaRecord) => (choice.unlisted as string | undefined) ?? String(valueAt(choice, optionText) ?? '');
  return <SelectInput source={source} choices={choices} optionText={name} isPending={isPending} {...props} />;
}

export function SelectWidget({ field, label }: WidgetProps) {
  const lang = useLang();
  const translate = useTranslate();
  const emptyText = field.placeholder ? translate(field.placeholder) : undefined;
  const shown = {
    label,
    emptyText,
    fullWidth: true,
    parse: field.options?.sendsBlank ? asChosen : undefined,
    ...(emptyText && { slotProps: { inputLabel: { shrink: true }, select: { displayEmpty: true } } }),
  };
  if (field.reference) {
    const optionText = localizedPath(field.optionText ?? 'name', lang);
    return (
      <ReferenceInput source={field.source} reference={field.reference} perPage={REFERENCE_PAGE} sort={{ field: optionText, order: 'ASC' }}>
        <ReferenceSelect source={field.source} optionText={optionText} {...shown} />
      </ReferenceInput>
    );
  }
  const choices = field.choices?.(lang) ?? [];
  return <SelectInput source={field.source} choices={choices} disabled={field.disabled} {...shown} />;
}

export const widget: WidgetEntry = {
  name: 'select',
  component: SelectWidget,
  rank: (property) => (property.select !== undefined && !hasType(property, 'array') ? 4 : 0),
};
