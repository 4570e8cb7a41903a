// Several records of another resource, chosen in the one id-list picker (IdsPicker.tsx) and kept as
// the comma list of their ids the shared schemas take (a holder's `clinicIds`): the choices are the
// reference's records (react-admin's getList, `options.perPage` of them, 1000 by default) named by
// `optionText` in the UI language, else in the other.
import { IdsPicker, useReferenceChoices } from './IdsPicker';
import type { WidgetEntry, WidgetProps } from './types';

export function IdsWidget({ field, label }: WidgetProps) {
  const options = useReferenceChoices(field.reference, field.optionText, field.options?.perPage as number | undefined);
  return <IdsPicker name={field.source} label={label} options={options} disabled={field.disabled} />;
}

export const widget: WidgetEntry = { name: 'ids', component: IdsWidget };
