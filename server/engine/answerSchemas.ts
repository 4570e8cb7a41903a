// The answer schemas of a plain resource's calls, derived from its declaration: they document the
// calls in the API reference (/api/docs) like the hand-written ones' (schemas/answers), and the
// API tests check real answers against them.
import type { ApiCall, ResourceDefinition, StoreConfig } from '../../common/resource';
import { emptyAnswer, exact, integer, version } from '../../schemas/answers/common';

type Property = { type?: string | readonly string[] };

/** A stored field's JSON type as its schema declares it; null when the form left it empty. */
const storedType = (property: Property | undefined) => ({ type: [...[property?.type ?? 'string'].flat(), 'null'] });

export function recordAnswer(schema: ResourceDefinition['schema'], store: StoreConfig) {
  const properties = (schema as { properties: Record<string, Property> }).properties;
  return exact({
    id: integer,
    ...Object.fromEntries(store.fields.map((field) => [field, storedType(properties[field])])),
    updated: version,
  });
}

export const listAnswer = (key: string, record: object) => exact({ [key]: { type: 'array', items: record } });

export const savedAnswer = (call: ApiCall) => (call.answer === 'id' ? exact({ id: integer }) : emptyAnswer);
