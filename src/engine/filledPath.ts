// A declared address filled from a record: `:<field>` is the record's value of the field (`:id`, a
// search item's `:hash`) and `{<path>}` its value at the path
// (`/admin/advert/holders/{advertiserId}/promo/:id`). An address that names an empty value leads
// nowhere (a promotion without a holder has no banner page): undefined.
import { valueAt } from '../../dataProvider/clientList';

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

export function filledPath(template: string, values: Readonly<Record<string, unknown>>): string | undefined {
  let missing = false;
  const fill = (value: unknown) => {
    if (isEmpty(value)) missing = true;
    return encodeURIComponent(String(value ?? ''));
  };
  const path = template
    .replace(/:(\w+)/g, (_, name: string) => fill(values[name]))
    .replace(/\{([\w.]+)\}/g, (_, name: string) => fill(valueAt(values, name)));
  return missing ? undefined : path;
}
