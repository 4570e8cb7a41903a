// A declared call's body schema (resources/<folder>/calls.ts, found by name in the call registry):
// the rules of a form whose values that call sends (a record page's section, an action's modal), so
// that the browser checks exactly what the server will. Undefined while the declarations load.
import { useQuery } from '@tanstack/react-query';
import { callRegistry } from '../../../resources';

const NO_BODY = { type: 'object', properties: {} } as const;

export function useCallRules(call: string): object | undefined {
  const { data } = useQuery({
    queryKey: ['declaredCall', call],
    queryFn: async () => (await callRegistry.named(call)).body ?? NO_BODY,
    staleTime: Number.POSITIVE_INFINITY,
  });
  return data;
}

/** The fields a body schema declares: what a form's save sends of its values. */
export const bodyFields = (rules: object): string[] => Object.keys((rules as { properties?: object }).properties ?? {});

/** `values`' fields that the call's body declares, without the ones left undefined (a disabled field's). */
export const declaredValues = (rules: object, values: Readonly<Record<string, unknown>>) =>
  Object.fromEntries(bodyFields(rules).flatMap((field) => (values[field] === undefined ? [] : [[field, values[field]]])));
