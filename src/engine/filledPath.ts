// A declared address filled from a record: `:id` is the record's id and `{<field>}` its value of the
// field (`/admin/advert/holders/{advertiserId}/promo/:id`). An address that names an empty value
// leads nowhere (a promotion without a holder has no banner page): undefined.
import { valueAt } from '../../dataProvider/clientList';

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

export function filledPath(template: string, values: Readonly<Record<string, unknown>>): string | undefined {
  let missing = false;
  const fill = (value: unknown) => {
    if (isEmpty(value)) missing = true;
    return encodeURIComponent(String(value ?? ''));
  };
  const path = template.replace(/:id\b/g, () => fill(values.id)).replace(/\{([\w.]+)\}/g, (_, name: string) => fill(valueAt(values, name)));
  return missing ? undefined : path;
}
