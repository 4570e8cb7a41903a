// A declared call's body schema (resources/<folder>/calls.ts, found by name in the call registry):
// the rules of a form whose values that call sends (a record page's section, an action's modal), so
// that the browser checks exactly what the server will. Undefined while the declarations load.
import { useQuery } from '@tanstack/react-query';
import { callRegistry } from '../../../resources';

type Values = Record<string, unknown>;

const NO_BODY = { type: 'object', properties: {} } as const;

export function useCallRules(call: string): object | undefined {
  const { data } = useQuery({
    queryKey: ['declaredCall', call],
    queryFn: async () => (await callRegistry.named(call)).body ?? NO_BODY,
    staleTime: Number.POSITIVE_INFINITY,
  });
  return data;
}

const propertiesOf = (schema: unknown) => Object.keys((schema as { properties?: object } | undefined)?.properties ?? {});

/** The input's values that the call declares (path parameters, query, body), the undefined left out
 * (a disabled field's): what a form's read or save sends of its values, its key and its language. */
export async function declaredInput(name: string, input: Values): Promise<Values> {
  const call = await callRegistry.named(name);
  const names = new Set([call.params, call.query, call.body].flatMap(propertiesOf));
  return Object.fromEntries(Object.entries(input).filter(([field, value]) => names.has(field) && value !== undefined));
}
