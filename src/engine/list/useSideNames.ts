// What a list's records point at, from the side lists its call answers beside them (a declared
// call's `paging.sides`: the leads' clinics, doctors and agents, the agents' clinic counts), by id.
import { useMemo } from 'react';
import { useListContext } from 'react-admin';

type Side = { id: number | string } & Record<string, unknown>;

/** `side`'s `field` (its name by default) by id; empty while the list has no answer (or outside a list). */
export function useSideNames(side: string, field = 'name'): ReadonlyMap<string, unknown> {
  const sides = (useListContext().meta as { sides?: Record<string, Side[] | undefined> } | undefined)?.sides;
  const items = sides?.[side];
  return useMemo(() => new Map((items ?? []).map((item) => [String(item.id), item[field]])), [items, field]);
}
