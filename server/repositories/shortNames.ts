// What a list shows for a clinic or an agent: its short name, else its full name, in the wanted
// language with the other one as fallback. Read in chunks under the engines' parameter limits.
// SQL only. Used by the advertising answers (holders' and promos' clinics, in Russian) and the
// leads (clinics and agents in the caller's language).
import type { EditLang } from '../../common/lang';
import type { Db } from '../db/kysely';

const CHUNK = 500;

type NameRow = { id: number; lang: string; name: string; short_name: string };

const READS = {
  clinics: (db: Db, ids: number[]) =>
    db.selectFrom('clinic_l10n').select(['clinic_id as id', 'lang', 'name', 'short_name']).where('clinic_id', 'in', ids).execute(),
  agents: (db: Db, ids: number[]) =>
    db.selectFrom('agent_l10n').select(['agent_id as id', 'lang', 'name', 'short_name']).where('agent_id', 'in', ids).execute(),
} satisfies Record<string, (db: Db, ids: number[]) => Promise<NameRow[]>>;

/** Names by id; an id with no name in either language is absent. */
export async function shortNames(db: Db, kind: keyof typeof READS, ids: readonly number[], lang: EditLang): Promise<Map<number, string>> {
  const unique = [...new Set(ids)];
  const rows: NameRow[] = [];
  for (let i = 0; i < unique.length; i += CHUNK) rows.push(...(await READS[kind](db, unique.slice(i, i + CHUNK))));
  const names = new Map<number, string>();
  // The other language first, so that the wanted one, when it has a name, is written last.
  for (const row of rows.sort((a, b) => Number(a.lang === lang) - Number(b.lang === lang))) {
    const name = row.short_name || row.name;
    if (name) names.set(Number(row.id), name);
  }
  return names;
}
