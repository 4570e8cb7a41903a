// What a list's records point at, from the side lists its call answers beside them (a declared
// call's `paging.sides`: the leads' clinics, doctors and agents, the agents' clinic counts), by id.
import { useListContext } from 'react-admin';

type Side = { id: number | string } & Record<string, unknown>;

/** Each side list's maps by field, made once per answer: every row's cells share them (the leads'
 * target cell reads three sides on each of 50 rows). */
const made = new WeakMap<readonly Side[], Map<string, ReadonlyMap<string, unknown>>>();
const NONE: ReadonlyMap<string, unknown> = new Map();

function byId(items: readonly Side[], field: string): ReadonlyMap<string, unknown> {
  const maps = made.get(items) ?? new Map<string, ReadonlyMap<string, unknown>>();
  made.set(items, maps);
  const found = maps.get(field);
  if (found) return found;
  const map = new Map(items.map((item) => [String(item.id), item[field]]));
  maps.set(field, map);
  return map;
}

/** `side`'s `field` (its name by default) by id; empty while the list has no answer (or outside a list). */
export function useSideNames(side: string, field = 'name'): ReadonlyMap<string, unknown> {
  const sides = (useListContext().meta as { sides?: Record<string, Side[] | undefined> } | undefined)?.sides;
  const items = sides?.[side];
  return items ? byId(items, field) : NONE;
}
