// The answer schemas of a plain resource's calls, derived from its declaration: they document the
// calls in the API reference (/api/docs) like the hand-written ones' (schemas/answers), and the
// API tests check real answers against them.
import { EDIT_LANGS } from '../../common/lang';
import { type ApiCall, languageColumn, type ResourceDefinition } from '../../common/resource';
import { emptyAnswer, exact, integer, version } from '../../schemas/answers/common';
import type { Layout } from './recordStore';

type Property = { type?: string | readonly string[] };

/** A stored field's JSON type as its schema declares it; null when the form left it empty. */
const storedType = (property: Property | undefined) => ({ type: [...[property?.type ?? 'string'].flat(), 'null'] });

/** A record of the list: id, each stored column (a per-language field's in both languages), updated. */
export function recordAnswer(schema: ResourceDefinition['schema'], layout: Layout) {
  const properties = (schema as { properties: Record<string, Property> }).properties;
  const columns = (field: string) => (layout.perLanguage.has(field) ? EDIT_LANGS.map((lang) => languageColumn(field, lang)) : [field]);
  return exact({
    id: integer,
    ...Object.fromEntries(layout.store.fields.flatMap((field) => columns(field).map((column) => [column, storedType(properties[field])]))),
    updated: version,
  });
}

export const listAnswer = (key: string, record: object) => exact({ [key]: { type: 'array', items: record } });

export const savedAnswer = (call: ApiCall) => (call.answer === 'id' ? exact({ id: integer }) : emptyAnswer);
