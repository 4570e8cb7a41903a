// A page the screen asks for that is larger than the list call's largest page (a bulk action's
// "all matching" reads 1,000 ids a page; the leads' call serves 200): read as several of the call's
// pages of a size that divides it, so that page N still holds the same records.
import type { Declared } from '../common/calls';

/** The largest page size the call's query accepts, if it says. */
export function sizeMaximum(call: Declared, size: string): number | undefined {
  const property = (call.query as { properties?: Record<string, { maximum?: unknown }> } | undefined)?.properties?.[size];
  return typeof property?.maximum === 'number' ? property.maximum : undefined;
}

/** The call's pages (zero-based) and their size that make up page `page` (one-based) of `perPage`. */
export function pageParts(page: number, perPage: number, maximum: number | undefined): { pages: number[]; size: number } {
  if (!maximum || perPage <= maximum) return { pages: [page - 1], size: perPage };
  let size = maximum;
  while (perPage % size) size--;
  const count = perPage / size;
  return { pages: Array.from({ length: count }, (_, at) => (page - 1) * count + at), size };
}
