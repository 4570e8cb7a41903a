// Filtering, sorting and paging for calls that answer their whole list at once (e.g. citieslist):
// react-admin still asks for one sorted page, so the provider does here what a server would.
import type { GetListParams, RaRecord } from 'react-admin';

/** Reads `a.b.c` from a record, so that a list can sort by `name.RU`. */
export function valueAt(record: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], record);
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
function matches(record: RaRecord, filter: Record<string, unknown>): boolean {
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

export function clientPage(rows: RaRecord[], params: GetListParams): { data: RaRecord[]; total: number } {
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
