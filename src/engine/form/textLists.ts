// A record's lists read from the wire (`[3, 12]`) as the comma lists ("3,12") its form's rules take
// as text (the shared schemas' id lists, a banner's pages): each starts as its stored value, not an
// edit, and a field the form hides (`when`) still passes the rules and is sent as the server reads it.
import { joinIds } from '../widgets/idList';

type Properties = Record<string, { type?: unknown }>;

export function withTextLists(record: Record<string, unknown>, rules: object): Record<string, unknown> {
  const properties = (rules as { properties?: Properties }).properties ?? {};
  const asText = (field: string, value: unknown) =>
    Array.isArray(value) && properties[field]?.type === 'string' && value.every((item) => typeof item !== 'object');
  return Object.fromEntries(
    Object.entries(record).map(([field, value]) => [field, asText(field, value) ? joinIds(value as (string | number)[]) : value]),
  );
}
