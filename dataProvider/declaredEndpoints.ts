// The endpoint table entries of the plain resources, made from their declarations' `api`
// (dataProvider/declaredCalls.ts), so a new plain resource needs no line in endpoints.ts.
import type { ResourceDefinition } from '../common/resource';
import { resources } from '../resources';
import { declaredCalls } from './declaredCalls';
import type { EndpointTable } from './types';

export function declaredEndpoints(resources: readonly ResourceDefinition[]): EndpointTable {
  return Object.fromEntries(
    resources.filter(({ config }) => config.api).map((resource) => [resource.config.name, declaredCalls(resource)]),
  );
}

/** The app's whole table: the plain resources' calls (a hand-written resource's are declared in
 * its folder's calls.ts, dataProvider/callProvider.ts). */
export const appEndpoints: EndpointTable = declaredEndpoints(resources);

/** Whether a resource has the call: the screens offer only what exists (no edit without update).
 * A plain resource says so in its `api`, a hand-written one in its `offers`. */
export const supports = ({ config }: ResourceDefinition, method: 'create' | 'update' | 'delete') =>
  config.api ? !!config.api[method] : !!config.offers?.includes(method);
