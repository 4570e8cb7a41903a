// GET /api/search (issue 27): the records of every kind the user's roles may open
// (searchKinds.ts) that have a word starting with each word of the query, in either language, any
// case, ё = е, or whose id the query is; grouped by kind with their number, the first `limit` of
// each shown with its title in the user's language, a subtitle and its address in the admin UI.
// The number is counted up to SEARCH_TOTAL_CAP: past it, a word start says too little to list
// the matches, and counting them all would cost reading them all. The matches shown are the
// first by id.
// The index is brought up to date first (searchIndex.ts), so a search sees every committed change.
import type { AnyScreen, RoleName } from '../../../common/resource';
import { SEARCH_TOTAL_CAP } from '../../../common/searchEverywhere';
import type { DialectName } from '../../db/dialect';
import type { Db } from '../../db/kysely';
import { inChunks } from '../../repositories/rawSql';
import { type Matches, matching } from '../../repositories/search';
import { refreshSearch } from './searchIndex';
import { type ItemRow, kindsFor, type SearchKind } from './searchKinds';
import { queryWords } from './searchWords';

export type SearchItem = { id: number; title: string; subtitle: string; path: string };
export type SearchGroup = { resource: string; total: number; items: SearchItem[] };

type Ask = { query: string; limit: number; roles: readonly RoleName[]; lang: 'ru' | 'en'; screens: readonly AnyScreen[] };

/** The query as a record id, or 0. */
const idOf = (query: string) => (/^\d{1,9}$/.test(query.trim()) ? Number(query.trim()) : 0);

/** A record's text in the user's language, else in the other one. */
const inLang = (ru: string | null, en: string | null, lang: Ask['lang']) => (lang === 'en' ? en || ru : ru || en) || '';

function item(row: ItemRow, lang: Ask['lang'], path: string): SearchItem {
  const title = inLang(row.title_ru, row.title_en, lang) || `#${row.id}`;
  return { id: Number(row.id), title, subtitle: inLang(row.subtitle_ru, row.subtitle_en, lang), path };
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
  const words = queryWords(ask.query);
  const id = idOf(ask.query);
  const found = words.length
    ? await matching(
        { db, dialect },
        kinds.map(({ kind }) => kind.code),
        words,
        { cap: SEARCH_TOTAL_CAP, shown: ask.limit, id },
      )
    : new Map<number, Matches>();
  const groups = await Promise.all(
    kinds.map(async ({ kind, list }) => {
      const named = found.get(kind.code) ?? { total: 0, ids: [], withId: false };
      // The record whose id is the query comes first, and counts once.
      const byId = id ? await rowsOf(db, dialect, kind, [id]) : [];
      const extra = byId.length && !named.withId ? 1 : 0;
      const others = await rowsOf(
        db,
        dialect,
        kind,
        named.ids.filter((n) => n !== id),
      );
      const rows = [...byId, ...others].slice(0, ask.limit);
      const total = Math.min(SEARCH_TOTAL_CAP, named.total + extra);
      return { resource: kind.resource, total, items: rows.map((row) => item(row, ask.lang, kind.path(row, list))) };
    }),
  );
  return groups.filter((group) => group.total > 0);
}
