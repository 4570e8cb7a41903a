// The declared calls of a plain resource (common/calls.ts), made from its `api` (common/resource.ts):
// the list, and create, update and delete where `api` has them, each named
// `<resource>.<react-admin method>` (`rubrics.getList`), with the body schema (the resource's,
// plus `locals` when values are per language), the answers derived from the stored fields (or,
// without a `store`, from the schema's), and the access rule, encoding and error location as
// declared. The server registers them through the same registrar as any area's calls, served by
// the engine's store handlers (server/engine/resourceRoutes.ts) when the resource has a `store`,
// else by hand-written handlers attached to them by name (docs/adding-a-resource.md). The browser
// reaches them through react-admin's methods (dataProvider/callProvider.ts), found in the area of
// the resource's folder (dataProvider/plainAreas.ts).

import { emptyAnswer, exact, integer, version } from '../schemas/answers/common';
import { rowId, rowIdParams } from '../schemas/requests/common';
import { type CallSet, type CallSpec, defineCalls } from './calls';
import { EDIT_LANGS } from './lang';
import { type ApiCall, languageColumn, perLanguageFields, type ResourceConfig, type ResourceDefinition } from './resource';

type Property = { type?: string | readonly string[] };
type Plain = ResourceDefinition & { config: ResourceConfig & { api: NonNullable<ResourceConfig['api']> } };

/** A stored field's JSON type as its schema declares it; null when the form left it empty. */
const storedType = (property: Property | undefined) => ({ type: [...[property?.type ?? 'string'].flat(), 'null'] });

/** A record of the list: id, each stored column (a per-language field's in both languages), updated;
 * without a store, each field of the schema. */
export function recordAnswer({ schema, config }: Plain) {
  const properties = (schema as { properties: Record<string, Property> }).properties;
  const fields = config.store?.fields ?? Object.keys(properties);
  const perLanguage = new Set(perLanguageFields(config));
  const columns = (field: string) => (perLanguage.has(field) ? EDIT_LANGS.map((lang) => languageColumn(field, lang)) : [field]);
  return exact({
    id: integer,
    ...Object.fromEntries(fields.flatMap((field) => columns(field).map((column) => [column, storedType(properties[field])]))),
    updated: version,
  });
}

export const listAnswer = (key: string, record: object) => exact({ [key]: { type: 'array', items: record } });

export const savedAnswer = (call: ApiCall) => (call.answer === 'id' ? exact({ id: integer }) : emptyAnswer);

/** The body of a save: the resource's schema, plus `locals` when values are per language, plus the
 * record's id when the path has none (an update or delete of `{ id }`). */
function bodySchema({ schema, config }: Plain, call: ApiCall, withId: boolean) {
  const { properties } = schema as { properties: Record<string, object> };
  const extra = {
    ...(perLanguageFields(config).length && { locals: { type: 'string', select: ['RU', 'EN', 'ru', 'en'] } }),
    ...(withId && !call.path.includes(':id') && { id: rowId }),
  };
  return Object.keys(extra).length ? { ...schema, properties: { ...properties, ...extra } } : schema;
}

const WHAT_A_SAVE_ANSWERS = { empty: 'Answers `{}`.', id: 'Answers the record’s `{ id }`.' };

export const isPlain = (resource: ResourceDefinition): resource is Plain => !!resource.config.api;

/** The calls of a plain resource, named `<resource>.<method>`. */
export function resourceCalls(resource: Plain): CallSet<Record<string, CallSpec>> {
  const { name, api } = resource.config;
  const withId = (call: ApiCall) => (call.path.includes(':id') ? { params: rowIdParams } : {});
  // The server reads a save's form fields or JSON, whichever the browser sends; the browser sends
  // JSON unless the declaration says multipart.
  const save = (call: ApiCall, method: CallSpec['method'], what: string, ofRecord: boolean): CallSpec => ({
    method,
    path: call.path,
    description: `${what} ${WHAT_A_SAVE_ANSWERS[call.answer ?? 'empty']} A value another record holds in a unique field is refused on it.`,
    ...(call.access && { access: call.access }),
    ...withId(call),
    body: bodySchema(resource, call, ofRecord),
    encoding: 'form',
    ...(call.encoding !== 'multipart' && { sends: 'json' as const }),
    errorsAt: call.errorsAt ?? 'error',
    answer: savedAnswer(call),
  });
  const languages = perLanguageFields(resource.config);
  const specs: Record<string, CallSpec> = {
    [`${name}.getList`]: {
      method: 'GET',
      path: api.list.path,
      description: `Every record, in the declared order, each with its version (\`updated\`).`,
      ...(api.list.access && { access: api.list.access }),
      answer: listAnswer(api.list.key, recordAnswer(resource)),
      paging: { items: api.list.key, ...(languages.length && { languages }) },
      // No call reads one record: the list has every language of each.
      resource: ['getList', 'getOne'],
    },
    ...(api.create && {
      [`${name}.create`]: { ...save(api.create, api.create.method ?? 'POST', 'Adds a record.', false), resource: 'create' },
    }),
    ...(api.update && {
      [`${name}.update`]: {
        ...save(api.update, api.update.method ?? 'POST', 'Saves a record (its id in the path or the body).', true),
        version: true,
        resource: 'update',
      },
    }),
    ...(api.delete && {
      [`${name}.delete`]: {
        method: api.delete.method ?? 'DELETE',
        path: api.delete.path,
        description: 'Deletes a record. Answers `{}`.',
        ...(api.delete.access && { access: api.delete.access }),
        ...withId(api.delete),
        // Without `:id` in its path the id comes in the body, as form fields or JSON.
        ...(api.delete.path.includes(':id') ? { encoding: 'none' } : { encoding: 'form', body: rowIdParams, sends: 'json' }),
        answer: emptyAnswer,
        version: true,
        resource: 'delete',
      },
    }),
  };
  return defineCalls({ area: name, resource: name, access: resource.config.roles }, specs);
}
