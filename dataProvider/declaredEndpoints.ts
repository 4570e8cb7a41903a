// The endpoint table entries of the plain resources, made from their declarations' `api`
// (common/resource.ts), so a new plain resource needs no line in endpoints.ts:
//
// <resource>  getList => GET  api.list.path             { [api.list.key]: records } (sorted, paged here)
//             getMany => the same list, filtered by id
//             create  => api.create.method/path  store.fields   (encoding and error location as declared)
//             update  => api.update.method/path  store.fields + id (`:id` in the path, else in the body)
//             delete  => api.delete.method/path with `:id`
import type { RaRecord } from 'react-admin';
import type { ResourceDefinition } from '../common/resource';
import { resources } from '../resources';
import { endpoints } from './endpoints';
import type { EndpointTable, ResourceEndpoints, SaveEndpoint, WireBody } from './types';

const records = (body: WireBody, key: string) => (Array.isArray(body[key]) ? (body[key] as RaRecord[]) : []);

function entries({ config }: ResourceDefinition): ResourceEndpoints {
  const { api, store } = config;
  if (!api || !store) return {};
  const save = (call: NonNullable<typeof api.create>, withId: boolean): SaveEndpoint => ({
    call: { method: call.method ?? 'POST', path: call.path, encoding: call.encoding ?? 'json', errorsAt: call.errorsAt ?? 'error' },
    fields: withId && !call.path.includes(':id') ? [...store.fields, 'id'] : store.fields,
    savedId: call.answer === 'id' ? (body) => body.id as number | undefined : undefined,
  });
  return {
    getList: { call: { path: api.list.path }, paging: 'client', rows: (body) => records(body, api.list.key) },
    ...(api.create && { create: save(api.create, false) }),
    ...(api.update && { update: save(api.update, true) }),
    ...(api.delete && { delete: { call: { method: api.delete.method ?? 'DELETE', path: api.delete.path } } }),
  };
}

function declaredEndpoints(resources: readonly ResourceDefinition[]): EndpointTable {
  return Object.fromEntries(resources.filter(({ config }) => config.api).map((resource) => [resource.config.name, entries(resource)]));
}

/** The app's whole table: the declared resources' calls and the hand-written ones. */
export const appEndpoints: EndpointTable = { ...declaredEndpoints(resources), ...endpoints };

/** Whether a resource has the call: the screens offer only what exists (no edit without update). */
export const supports = (resource: string, method: 'create' | 'update' | 'delete') => !!appEndpoints[resource]?.[method];
