// A row's record with the fields its list reads elsewhere (ListConfig `joins`): each the entry of a
// side list of the list's answer (a list of `{ id }` or a map by id: a clinic's modules, an agent's
// clinic count) or of another resource's whole list (a clinic's superagent), found by the record's
// `by` field, or the record itself (a name by alternatives); that entry's `field`, or `otherwise`
// when there is none. The list's cells (src/engine/list/ColumnValue.tsx) and its export
// (server/services/export) join a record alike.
import type { Lang } from './lang';
import { firstValueAt, valueAt } from './listPage';
import { localizedPath, type RowJoin } from './resource';

export type Joins = Readonly<Record<string, RowJoin>>;
/** A side list or a resource's records: entries with `id`, or a map by id. */
type Entries = readonly { id: unknown }[] | Readonly<Record<string, unknown>> | undefined;

const entryOf = (entries: Entries, id: unknown): unknown =>
  Array.isArray(entries) ? entries.find((entry) => String(entry.id) === String(id)) : (entries as Record<string, unknown>)?.[String(id)];

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
    const entry = join.side || join.reference ? entryOf(entries, valueAt(record, join.by ?? 'id')) : record;
    const found = entry && join.field ? firstValueAt(entry, localizedPath(join.field, lang)) : entry;
    return found ?? join.otherwise;
  };
  return { ...record, ...Object.fromEntries(Object.entries(joins).map(([field, join]) => [field, value(join)])) };
}
