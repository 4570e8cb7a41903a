// GET /api/search (issue 27): the records of every kind the user's roles may open
// (searchKinds.ts) that have a word starting with each word of the query, in either language, any
// case, ё = е, or whose id the query is; grouped by kind with their number, the first `limit` of
// each shown with its title in the user's language, a subtitle and its address in the admin UI.
// The number is counted up to SEARCH_TOTAL_CAP: past it, a word start says too little to list
// the matches, and counting them all would cost reading them all. The matches shown are the
// first by id.
// The index is brought up to date when its answer says records wait to be re-indexed
// (searchIndex.ts), so a search sees every committed change.
import type { AnyScreen, RoleName } from '../../../common/resource';
import { SEARCH_TOTAL_CAP } from '../../../common/searchEverywhere';
import type { DialectName } from '../../db/dialect';
import type { Db } from '../../db/kysely';
import { type Matches, matching, rowsOf } from '../../repositories/search';
import { refreshSearch } from './searchIndex';
import { type ItemRow, kindsFor } from './searchKinds';
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

/** The matches of every kind in `kinds`. The index is brought up to date when the answer says
 * records wait in search_dirty (read in the same statement), and asked again: a search sees every
 * change committed before it, and one without changes costs no statement more. */
async function matchesOf(db: Db, dialect: DialectName, kinds: readonly number[], words: string[], ask: Parameters<typeof matching>[3]) {
  if (!words.length) return new Map<number, Matches>();
  const first = await matching({ db, dialect }, kinds, words, ask);
  if (!first.stale) return first.found;
  await refreshSearch(db, dialect);
  return (await matching({ db, dialect }, kinds, words, ask)).found;
}

export async function searchEverywhere(db: Db, dialect: DialectName, ask: Ask): Promise<SearchGroup[]> {
  const kinds = kindsFor(ask.screens, ask.roles);
  const id = idOf(ask.query);
  const found = await matchesOf(
    db,
    dialect,
    kinds.map(({ kind }) => kind.code),
    queryWords(ask.query),
    { cap: SEARCH_TOTAL_CAP, shown: ask.limit, id },
  );
  const matched = kinds.map(({ kind }) => found.get(kind.code) ?? { total: 0, ids: [], withId: false });
  // Every kind's rows in one go (one round trip on PostgreSQL): the record whose id is the query,
  // and the matches shown.
  const rows = await rowsOf<ItemRow>(
    { db, dialect },
    kinds.map(({ kind }, i) => ({ text: kind.items, ids: [...new Set([...(id ? [id] : []), ...matched[i].ids])] })),
  );
  const groups = kinds.map(({ kind, list }, i) => {
    const named = matched[i];
    const byId = new Map(rows[i].map((row) => [Number(row.id), row]));
    // The record whose id is the query comes first, and counts once.
    const first = id ? (byId.get(id) ?? null) : null;
    const extra = first && !named.withId ? 1 : 0;
    const others = named.ids.filter((n) => n !== id).flatMap((n) => byId.get(n) ?? []);
    const shown = [...(first ? [first] : []), ...others].slice(0, ask.limit);
    const total = Math.min(SEARCH_TOTAL_CAP, named.total + extra);
    return { resource: kind.resource, total, items: shown.map((row) => item(row, ask.lang, kind.path(row, list))) };
  });
  return groups.filter((group) => group.total > 0);
}
