// Makes an owner's links equal to what the catalogue lists: links it no longer lists are
// deleted, new ones inserted, changed extra columns (position, published) updated. One select,
// one delete and one upsert per batch of owners, whatever the number of links.
import { CompiledQuery } from 'kysely';
import { placeholder } from '../../../db/dialect';
import { isEmpty } from './lookups';
import { execute, inChunks, insertNew, type Row, type Sql, type UpsertSpec, upsert, upsertCount } from './upsert';

export type LinkSpec = {
  table: string;
  owner: string;
  value: string;
  /** Columns besides the two keys that the catalogue sets (position, published...). */
  extra?: readonly string[];
  /** A key column with one value for every row this spec touches (doctor_languages.local = 0). */
  fixed?: { column: string; value: number };
  /** Only links whose `column` points at a catalogue row of `table` (orig_id set) belong to the
   * catalogue; links to rows created here are kept. */
  ownedVia?: { column: string; table: string };
};

export type Changes = { added: number; updated: number; removed: number };

const specs = new WeakMap<LinkSpec, UpsertSpec>();

/** The link's upsert, answering the pairs it wrote. */
function upsertSpec(link: LinkSpec): UpsertSpec {
  let spec = specs.get(link);
  if (!spec) {
    const key = [link.owner, link.value, ...(link.fixed ? [link.fixed.column] : [])];
    const update = link.extra ?? [];
    spec = { table: link.table, key, columns: [...key, ...update], update, returning: [link.owner, link.value] };
    specs.set(link, spec);
  }
  return spec;
}

const pairKey = (owner: unknown, value: unknown) => `${owner}:${value}`;

/** `(a = ? and b = ?) or ...` rather than a row-value IN (VALUES ...): PostgreSQL would type the
 * VALUES' parameters as text and refuse to compare them with integer columns. */
async function deletePairs(sql: Sql, link: LinkSpec, pairs: [number, unknown][]) {
  const p = (n: number) => placeholder(sql.dialect, n);
  for (let start = 0; start < pairs.length; start += 500) {
    const chunk = pairs.slice(start, start + 500);
    const matches = chunk.map((_, i) => `("${link.owner}" = ${p(2 * i + 1)} and "${link.value}" = ${p(2 * i + 2)})`);
    const fixed = link.fixed ? ` and "${link.fixed.column}" = ${link.fixed.value}` : '';
    const text = `delete from "${link.table}" where (${matches.join(' or ')})${fixed}`;
    await execute(sql, CompiledQuery.raw(text, chunk.flat()));
  }
}

/** Sets the links of every owner in `desired` (owner id -> its link rows, each with `value` and
 * the extra columns). Owners absent from `desired` are not touched. Owners whose links need no
 * reading (a first run reads none): `inserted`, those this transaction has just inserted (ids are
 * never reused, and a link needs its owner), whose links are plainly inserted; `unlinked`, those
 * that had none when the step began (unlinkedOwners), which staff may have linked since. */
export async function replaceLinks(
  sql: Sql,
  link: LinkSpec,
  desired: Map<number, Row[]>,
  inserted: ReadonlySet<number> = new Set(),
  unlinked: ReadonlySet<number> = new Set(),
): Promise<Changes> {
  if (!desired.size) return { added: 0, updated: 0, removed: 0 };
  const owners = [...desired.keys()].filter((owner) => !inserted.has(owner) && !unlinked.has(owner));
  const rows: Row[] = [];
  for (const [owner, links] of desired) {
    for (const l of links) {
      const row: Row = { ...l };
      row[link.owner] = owner;
      if (link.fixed) row[link.fixed.column] = link.fixed.value;
      rows.push(row);
    }
  }
  // Owners without links yet: every row is new, and their number is all the answer needs.
  if (!owners.length) {
    const added = await (unlinked.size ? upsertCount : insertNew)(sql, upsertSpec(link), rows);
    return { added, updated: 0, removed: 0 };
  }
  const via = link.ownedVia;
  const join = via ? ` join "${via.table}" o on o.id = t."${via.column}" and o.orig_id is not null` : '';
  const fixed = link.fixed ? `t."${link.fixed.column}" = ${link.fixed.value} and ` : '';
  const query = `select t."${link.owner}" as owner, t."${link.value}" as value from "${link.table}" t${join} where ${fixed}t."${link.owner}" in ($list)`;
  const existing = await inChunks<{ owner: number; value: unknown }>(sql, query, owners);
  const before = new Set(existing.map((r) => pairKey(r.owner, r.value)));
  const wanted = new Set(rows.map((r) => pairKey(r[link.owner], r[link.value])));
  const gone = existing.filter((r) => !wanted.has(pairKey(r.owner, r.value))).map((r) => [r.owner, r.value] as [number, unknown]);
  await deletePairs(sql, link, gone);
  const written = await upsert(sql, upsertSpec(link), rows);
  const added = written.filter((r) => !before.has(pairKey(r[link.owner], r[link.value]))).length;
  return { added, updated: written.length - added, removed: gone.length };
}

/** For a step that sets the links of owners it does not insert (a doctor's specialties, a
 * clinic's doctors or selections): when the step begins with the link table empty (a first run),
 * an owner has no links until the step writes them, so no batch needs to read them. `of` answers
 * which of a batch's owners are such, and notes them as written. */
export async function unlinkedOwners(sql: Sql, link: { table: string }) {
  const empty = await isEmpty(sql, link.table);
  const written = new Set<number>();
  return {
    /** Whether the table had no links when the step began: then no owner the step did not list
     * has any to clear. */
    empty,
    of(owners: Iterable<number>): Set<number> {
      const fresh = new Set<number>();
      for (const owner of owners) {
        if (empty && !written.has(owner)) fresh.add(owner);
        written.add(owner);
      }
      return fresh;
    },
  };
}
