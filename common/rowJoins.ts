// A row's record with the fields its list reads elsewhere (ListConfig `joins`): each the entry of a
// side list of the list's answer (a list of `{ id }`, or of `{ key }` where the join names its key,
// or a map by id: a clinic's modules, an agent's clinic count, a doctor's hire link) or of another
// resource's whole list (a clinic's superagent), found by the record's `by` field, or the record
// itself (a name by alternatives); that entry's `field`, or `otherwise` when there is none. The list's cells (src/engine/list/ColumnValue.tsx) and its export
// (server/services/export) join a record alike.
import type { Lang } from './lang';
import { firstReaderAt, firstValueAt, readerAt, valueAt } from './listPage';
import { localizedPath, type RowJoin } from './resource';

export type Joins = Readonly<Record<string, RowJoin>>;
/** A side list or a resource's records: entries with `id`, or a map by id. */
type Entries = readonly { id: unknown }[] | Readonly<Record<string, unknown>> | undefined;

const entryOf = (entries: Entries, id: unknown, key = 'id'): unknown =>
  Array.isArray(entries)
    ? entries.find((entry) => String(entry[key as 'id']) === String(id))
    : (entries as Record<string, unknown>)?.[String(id)];

/** The resources the joins read whole (their records by resource name). */
export const joinedResources = (joins: Joins) => [...new Set(Object.values(joins).flatMap((join) => join.reference ?? []))];

export function joinRecord<R extends object>(
  record: R,
  joins: Joins,
  sides: Readonly<Record<string, Entries>> | undefined,
  references: Readonly<Record<string, Entries>>,
  lang: Lang,
) {
  const value = (join: RowJoin) => {
    const entries = join.side ? sides?.[join.side] : references[join.reference ?? ''];
    const entry = join.side || join.reference ? entryOf(entries, valueAt(record, join.by ?? 'id'), join.key) : record;
    const found = entry && join.field ? firstValueAt(entry, localizedPath(join.field, lang)) : entry;
    return found ?? join.otherwise;
  };
  return { ...record, ...Object.fromEntries(Object.entries(joins).map(([field, join]) => [field, value(join)])) };
}

/** Entries by the text of their `key` field, the first of each (as `entryOf` finds it). */
function indexed(entries: readonly { id: unknown }[], key: string): Map<string, unknown> {
  const index = new Map<string, unknown>();
  for (const entry of entries) {
    const at = String(entry[key as 'id']);
    if (!index.has(at)) index.set(at, entry);
  }
  return index;
}

/** `joinRecord` made once for many records (an export's batches): each join's paths split and put
 * in the language once, a whole list it reads (a clinic's superagent among the agents) indexed
 * once instead of searched per row. The same fields, values and order; `into` is the object
 * written, a copy of the record unless the caller owns the record and lets it be completed in
 * place (an export's records, read for it alone: no second object per row). Every value is read
 * from the record before any is written, as joinRecord reads them from the record as it was. */
export function recordJoiner(joins: Joins, references: Readonly<Record<string, Entries>>, lang: Lang) {
  const parts = Object.entries(joins).map(([field, join]) => {
    const by = readerAt(join.by ?? 'id');
    const read = join.field ? firstReaderAt(localizedPath(join.field, lang)) : undefined;
    const keyed = Boolean(join.side || join.reference);
    const list = join.side ? undefined : references[join.reference ?? ''];
    const index = Array.isArray(list) ? indexed(list, join.key ?? 'id') : undefined;
    const entryIn = (entries: Entries, id: unknown) => (index ? index.get(String(id)) : entryOf(entries, id, join.key));
    const value = (record: object, sides: Readonly<Record<string, Entries>> | undefined) => {
      const entry = keyed ? entryIn(join.side ? sides?.[join.side] : list, by(record)) : record;
      const found = entry && read ? read(entry) : entry;
      return found ?? join.otherwise;
    };
    return { field, value };
  });
  return <R extends object>(record: R, sides: Readonly<Record<string, Entries>> | undefined, into: object = { ...record }) => {
    const values = parts.map(({ value }) => value(record, sides));
    const joined = into as Record<string, unknown>;
    parts.forEach(({ field }, i) => {
      joined[field] = values[i];
    });
    return joined as R & Record<string, unknown>;
  };
}
