// The endpoint table entries of the plain resources, made from their declarations' `api`
// (dataProvider/declaredCalls.ts), so a new plain resource needs no line in endpoints.ts.
import type { ResourceDefinition } from '../common/resource';
import { resources } from '../resources';
import { declaredCalls } from './declaredCalls';
import { endpoints } from './endpoints';
import type { EndpointTable } from './types';

export function declaredEndpoints(resources: readonly ResourceDefinition[]): EndpointTable {
  return Object.fromEntries(
    resources.filter(({ config }) => config.api).map((resource) => [resource.config.name, declaredCalls(resource)]),
  );
}

/** The app's whole table: the declared resources' calls and the hand-written ones. */
export const appEndpoints: EndpointTable = { ...declaredEndpoints(resources), ...endpoints };

/** Whether a resource has the call: the screens offer only what exists (no edit without update).
 * A plain resource says so in its declaration, a hand-written one in the endpoint table. */
export const supports = ({ config }: ResourceDefinition, method: 'create' | 'update' | 'delete') =>
  config.api ? !!config.api[method] : !!appEndpoints[config.name]?.[method];
