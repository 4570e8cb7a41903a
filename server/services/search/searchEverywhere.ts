// GET /api/search (issue 27): the records of every kind the user's roles may open
// (searchKinds.ts) that have a word starting with each word of the query, in either language, any
// case, ё = е, or whose id the query is; grouped by kind with their number, the first `limit` of
// each shown with its title in the user's language, a subtitle and its address in the admin UI.
// The index is brought up to date first (searchIndex.ts), so a search sees every committed change.
import type { AnyScreen, RoleName } from '../../../common/resource';
import type { DialectName } from '../../db/dialect';
import type { Db } from '../../db/kysely';
import { inChunks } from '../../repositories/rawSql';
import { countHits, firstHits } from '../../repositories/search';
import { refreshSearch } from './searchIndex';
import { type ItemRow, kindsFor, type SearchKind } from './searchKinds';
import { queryRanges } from './searchWords';

export type SearchItem = { id: number; title: string; subtitle: string; path: string };
export type SearchGroup = { resource: string; total: number; items: SearchItem[] };

type Ask = { query: string; limit: number; roles: readonly RoleName[]; lang: 'ru' | 'en'; screens: readonly AnyScreen[] };

/** The query as a record id, or 0. */
const idOf = (query: string) => (/^\d{1,9}$/.test(query.trim()) ? Number(query.trim()) : 0);

function item(row: ItemRow, lang: Ask['lang'], path: string): SearchItem {
  const [first, second] = lang === 'en' ? [row.title_en, row.title_ru] : [row.title_ru, row.title_en];
  return { id: Number(row.id), title: first || second || `#${row.id}`, subtitle: row.subtitle ?? '', path };
}

/** The rows of `ids` of one kind, in the order of `ids` (a missing record is left out). */
async function rowsOf(db: Db, dialect: DialectName, kind: SearchKind, ids: number[]) {
  const rows = await inChunks<ItemRow>({ db, dialect }, kind.items, ids);
  const byId = new Map(rows.map((row) => [Number(row.id), row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function searchEverywhere(db: Db, dialect: DialectName, ask: Ask): Promise<SearchGroup[]> {
  await refreshSearch(db, dialect);
  const kinds = kindsFor(ask.screens, ask.roles);
  const ranges = queryRanges(ask.query);
  const id = idOf(ask.query);
  const codes = kinds.map(({ kind }) => kind.code);
  const sql = { db, dialect };
  const [totals, first] =
    ranges.length && codes.length
      ? await Promise.all([countHits(sql, ranges, codes), firstHits(sql, ranges, codes, ask.limit)])
      : [new Map<number, number>(), []];
  const groups = await Promise.all(
    kinds.map(async ({ kind, list }) => {
      const named = first.filter((hit) => hit.kind === kind.code).map((hit) => hit.id);
      // The record whose id is the query comes first, and counts once.
      const byId = id ? await rowsOf(db, dialect, kind, [id]) : [];
      const extra = byId.length && !named.includes(id) ? 1 : 0;
      const rows = [
        ...byId,
        ...(await rowsOf(
          db,
          dialect,
          kind,
          named.filter((n) => n !== id),
        )),
      ].slice(0, ask.limit);
      const total = (totals.get(kind.code) ?? 0) + extra;
      return { resource: kind.resource, total, items: rows.map((row) => item(row, ask.lang, kind.path(row, list))) };
    }),
  );
  return groups.filter((group) => group.total > 0);
}
