// A declared list call's page, as both sides read it (dataProvider/callProvider.ts for react-admin's
// getList, server/services/export for the export of a whole list): which of the list's filters
// travel as the call's input and which apply to what it answered, the records of its answer, and
// the filtering, sorting and paging of a call that answers its whole list at once (e.g.
// citieslist), which react-admin still asks for one sorted page of.
import { type Declared, pathParams } from './calls';

type Body = Record<string, unknown>;
export type ListRecord = { id: string | number } & Body;
export type ListSort = { field: string; order: string };
export type ListParams = { filter?: Body; sort?: ListSort; pagination?: { page: number; perPage: number } };

/** Paths split once, by separator: a list or an export reads the same few paths of every record
 * (an export of 100k clinics reads them millions of times). Bounded, as paths come from code. */
const splitPaths: Record<string, Map<string, readonly string[]>> = { '.': new Map(), '|': new Map() };
const splitOnce = (path: string, separator: '.' | '|'): readonly string[] => {
  const kept = splitPaths[separator];
  let parts = kept.get(path);
  if (!parts) {
    parts = path.split(separator);
    if (kept.size < 10_000) kept.set(path, parts);
  }
  return parts;
};

/** Reads `a.b.c` from a record, so that a list can sort by `name.RU`. */
export function valueAt(record: unknown, path: string): unknown {
  let value = record;
  for (const key of splitOnce(path, '.')) value = (value as Record<string, unknown> | undefined)?.[key];
  return value;
}

const propertiesOf = (schema: object | undefined) => Object.keys((schema as { properties?: object } | undefined)?.properties ?? {});

/** The call's input for the list's filter (a filter naming a path parameter fills it: a clinic's
 * documents' `hash`; a paged call takes the others as its query; a whole list takes those its
 * query declares, a clinic's patient reviews' `isPatient`) and the filter that applies to what it
 * answered. */
export function listInput(call: Declared, filter: Body = {}): { input: Body; rest: Body } {
  const paging = call.paging ?? { items: 'items' };
  const declared = new Set([...pathParams(call.path), ...(paging.page ? [] : propertiesOf(call.query))]);
  const input: Body = {};
  const rest: Body = {};
  for (const [name, value] of Object.entries(filter)) {
    const wire = paging.filters?.[name] ?? name;
    if (declared.has(wire) || (paging.page && call.query)) input[wire] = value;
    else rest[name] = value;
  }
  return { input, rest };
}

/** An item with the fields the forms edit made from its nested values (`nameRU` from `name.RU`). */
const flattened =
  (fields: Readonly<Record<string, string>>) =>
  (item: ListRecord): ListRecord => ({
    ...item,
    ...Object.fromEntries(Object.entries(fields).map(([field, path]) => [field, valueAt(item, path) ?? ''])),
  });

/** The records of a list call's answer, its total (a paged call's) and its side lists (a list
 * { id, name } of what the items point at, or a map by item id: the clinics' modules and counts;
 * absent, an empty list). */
export function listAnswer(call: Declared, answer: unknown): { records: ListRecord[]; total?: number; sides: Body } {
  const paging = call.paging ?? { items: 'items' };
  const body = (answer ?? {}) as Body;
  const list = paging.items ? body[paging.items] : answer;
  const lists = paging.grouped && list && typeof list === 'object' ? Object.values(list).flat() : list;
  const items = Array.isArray(lists) ? (lists as ListRecord[]) : [];
  const records = paging.flatten ? items.map(flattened(paging.flatten)) : items;
  const sides = Object.fromEntries((paging.sides ?? []).map((side) => [side, body[side] ?? []]));
  const total = paging.page ? (paging.total ? Number(body[paging.total] ?? 0) : records.length) : undefined;
  return { records, total, sides };
}

function compare(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === undefined || a === null) return 1;
  if (b === undefined || b === null) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), undefined, { sensitivity: 'base', numeric: true });
}

/**
 * `q` searches every text value; any other filter must equal the field (with lists on either
 * side: share a value). Ids arrive as numbers or as strings, so their text is compared.
 */
function matches(record: ListRecord, filter: Body): boolean {
  return Object.entries(filter).every(([field, wanted]) => {
    if (wanted === undefined || wanted === '') return true;
    if (field === 'q') {
      const needle = String(wanted).toLowerCase();
      return JSON.stringify(record).toLowerCase().includes(needle);
    }
    const values = [valueAt(record, field)].flat().map(String);
    return [wanted].flat().some((item) => values.includes(String(item)));
  });
}

/** The page of a whole list that react-admin asks for: filtered, sorted, sliced (all of it
 * without `pagination`). */
export function clientPage<Row extends ListRecord>(rows: Row[], params: ListParams): { data: Row[]; total: number } {
  const filtered = rows.filter((row) => matches(row, params.filter ?? {}));
  const sort = params.sort;
  if (sort?.field) {
    const direction = sort.order === 'DESC' ? -1 : 1;
    filtered.sort((a, b) => direction * compare(valueAt(a, sort.field), valueAt(b, sort.field)));
  }
  const pagination = params.pagination;
  if (!pagination) return { data: filtered, total: filtered.length };
  const start = (pagination.page - 1) * pagination.perPage;
  return { data: filtered.slice(start, start + pagination.perPage), total: filtered.length };
}

const filled = (value: unknown) => value !== undefined && value !== null && value !== '';

/** A reader of `path` (valueAt's), its keys split once: for code that reads the same path of many
 * records (an export's columns). */
export function readerAt(path: string): (record: unknown) => unknown {
  const keys = path.split('.');
  if (keys.length === 1) {
    const [key] = keys;
    return (record) => (record as Record<string, unknown> | undefined)?.[key];
  }
  return (record) => {
    let value = record;
    for (const key of keys) value = (value as Record<string, unknown> | undefined)?.[key];
    return value;
  };
}

/** A reader of `path`'s first filled alternative (firstValueAt's), made once. */
export function firstReaderAt(path: string): (record: unknown) => unknown {
  const readers = path.split('|').map(readerAt);
  if (readers.length === 1) {
    const [read] = readers;
    return (record) => {
      const value = read(record);
      return filled(value) ? value : undefined;
    };
  }
  return (record) => {
    for (const read of readers) {
      const value = read(record);
      if (filled(value)) return value;
    }
    return undefined;
  };
}

/** The first of a path's alternatives (`a|b`: a doctor's own name, else the catalogue's) that holds a
 * value in the record. */
export function firstValueAt(record: unknown, path: string): unknown {
  for (const alternative of splitOnce(path, '|')) {
    const value = valueAt(record, alternative);
    if (filled(value)) return value;
  }
  return undefined;
}

/** A record's title as lists, confirmations, its page and an export show it: the values of the
 * declaration's title paths (already in a language, common/resource.ts titlePaths),
 * space-separated, the empty ones left out. */
export const titleOf = (paths: readonly string[], record: object): string =>
  paths
    .map((path) => firstValueAt(record, path))
    .filter(filled)
    .join(' ');
