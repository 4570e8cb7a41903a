// One choice from a fixed enumeration or another resource's records; a value they no longer hold (a
// retired holder) is offered as `#<id>`, so that it shows and stays. `except`: the record itself left
// out; `note`: a warning under the choice (%{choice}); `required`: no "nothing"; `sendsBlank` saves
// "nothing" as '' (a call that clears by it) rather than null (which the server reads as "not sent").
import { Alert } from '@mui/material';
import { type RaRecord, ReferenceInput, SelectInput, type SelectInputProps, useChoicesContext, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { localizedPath } from '../../../common/resource';
import { useLang } from '../../useLang';
import { firstFilled } from '../parts/nameIn';
import { hasType } from './schemaProperty';
import type { WidgetEntry, WidgetProps } from './types';

export const REFERENCE_PAGE = 1000;

const asChosen = (value: unknown) => value;

interface ReferenceProps extends SelectInputProps {
  source: string;
  optionText: string;
  except?: string;
  note?: string;
}

/** The reference's records, and the value when they do not hold it. */
function ReferenceSelect({ source, optionText, except, note, ...props }: ReferenceProps) {
  const translate = useTranslate();
  const lang = useLang();
  const { allChoices = [], isPending } = useChoicesContext();
  const values = useWatch();
  const value: unknown = values[source];
  const offered = except ? allChoices.filter((choice) => String(choice.id) !== String(values[except])) : allChoices;
  const chosen = offered.find((c) => String(c.id) === String(value));
  const held = isPending || value === undefined || value === null || value === '' || chosen;
  const choices = held ? offered : [...offered, { id: value, unlisted: `#${value}` }];
  const name = (choice: RaRecord) => (choice.unlisted as string | undefined) ?? String(firstFilled(choice, optionText, lang) ?? '');
  return (
    <>
      <SelectInput source={source} choices={choices} optionText={name} isPending={isPending} {...props} />
      {note && chosen && <Alert severity="warning">{translate(note, { ...values, choice: name(chosen) })}</Alert>}
    </>
  );
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
    isRequired: field.options?.required === true,
    ...(emptyText && { slotProps: { inputLabel: { shrink: true }, select: { displayEmpty: true } } }),
  };
  if (field.reference) {
    const optionText = field.optionText ?? 'name';
    const options = field.options as { except?: string; note?: string } | undefined;
    return (
      <ReferenceInput
        source={field.source}
        reference={field.reference}
        perPage={REFERENCE_PAGE}
        sort={{ field: localizedPath(optionText.split('|')[0], lang), order: 'ASC' }}
      >
        <ReferenceSelect source={field.source} optionText={optionText} except={options?.except} note={options?.note} {...shown} />
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
