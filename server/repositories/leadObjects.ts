// The clinics, doctors and agents that leads point at (002 §7 "Leads": the list's and
// manager/objects' `clinics`, `doctors`, `agents`): which ones appear in leads, and their names in
// the caller's language (the other language's when a name is missing). SQL only.
import type { EditLang } from '../../common/lang';
import type { Db } from '../db/kysely';
import { shortNames } from './shortNames';

export interface Named {
  id: number;
  name: string;
}

type NameRow = { id: number; lang: string; name: string };

const named = (ids: readonly number[], names: Map<number, string>): Named[] =>
  [...new Set(ids)].sort((a, b) => a - b).map((id) => ({ id, name: names.get(id) ?? `#${id}` }));

export async function clinicNames(db: Db, ids: readonly number[], lang: EditLang): Promise<Named[]> {
  return named(ids, await shortNames(db, 'clinics', ids, lang));
}

export async function agentNames(db: Db, ids: readonly number[], lang: EditLang): Promise<Named[]> {
  return named(ids, await shortNames(db, 'agents', ids, lang));
}

export async function doctorNames(db: Db, ids: readonly number[], lang: EditLang): Promise<Named[]> {
  if (ids.length === 0) return [];
  const read = (table: 'doctor_l10n' | 'doctor_ll10n') =>
    db
      .selectFrom(table)
      .select(['doctor_id as id', 'lang', 'name'])
      .where('doctor_id', 'in', [...ids])
      .execute();
  // Staff's own name (doctor_ll10n, read last) wins over the catalogue's (docs/data-model.md
  // "Catalogue ownership"), and in each the wanted language over the other.
  const names = new Map<number, string>();
  for (const rows of [await read('doctor_l10n'), await read('doctor_ll10n')] as NameRow[][])
    for (const row of rows.sort((a, b) => Number(a.lang === lang) - Number(b.lang === lang)))
      if (row.name) names.set(Number(row.id), row.name);
  return named(ids, names);
}

const present = (rows: { id: number | null }[]) => rows.flatMap((row) => (row.id === null ? [] : [Number(row.id)]));

/** The clinics leads point at (as their target or sent-to clinic). */
export async function leadClinicIds(db: Db): Promise<number[]> {
  const target = await db.selectFrom('leads').select('clinic_id as id').distinct().execute();
  const sent = await db.selectFrom('leads').select('clinic_sent_id as id').distinct().execute();
  return [...new Set([...present(target), ...present(sent)])];
}

/** The doctors leads point at; only those of leads whose target clinic is among `clinics`, when given. */
export async function leadDoctorIds(db: Db, clinics: readonly number[]): Promise<number[]> {
  let query = db.selectFrom('leads').select('doctor_id as id').distinct();
  if (clinics.length) query = query.where('clinic_id', 'in', [...clinics]);
  return present(await query.execute());
}

export async function leadAgentIds(db: Db): Promise<number[]> {
  return present(await db.selectFrom('leads').select('agent_sent_id as id').distinct().execute());
}
