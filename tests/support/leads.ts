// Rows for the leads' API tests: a doctor and an agent with names in both languages, and leads
// written straight to the table (the portal's POST is tested on its own).

import type { Insertable } from 'kysely';
import type { Db } from '../../server/db/kysely';
import type { LeadsTable } from '../../server/db/leadTables';

export async function addDoctor(db: Db, slug: string, names: { RU: string; EN: string }): Promise<number> {
  const now = Date.now();
  const row = await db
    .insertInto('doctors')
    .values({
      orig_id: null,
      hash: `${slug}-hash`,
      slug,
      birth_year: null,
      experience: null,
      avatar_hash: null,
      avatar_file_type: null,
      active: 1,
      created: now,
      updated: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const lang of ['RU', 'EN'] as const)
    await db
      .insertInto('doctor_l10n')
      .values({
        doctor_id: row.id,
        lang,
        name: names[lang],
        medical_degree: '',
        short_description: '',
        specialty: '',
        seo_description: '',
        keywords: '',
        description: '',
        visible: 1,
        alt: '',
      })
      .execute();
  return Number(row.id);
}

export async function addAgent(db: Db, hash: string, names: { RU: string; EN: string }): Promise<number> {
  const now = Date.now();
  const row = await db
    .insertInto('agents')
    .values({
      orig_id: null,
      hash,
      state: 'ACTIVE',
      country: 'RUSSIA',
      city: '',
      time_zone: null,
      lg_partner: 0,
      main_agent: 0,
      created: now,
      updated: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const lang of ['RU', 'EN'] as const)
    await db
      .insertInto('agent_l10n')
      .values({ agent_id: row.id, lang, name: names[lang], short_name: '', description: '', search_name: names[lang].toLowerCase() })
      .execute();
  return Number(row.id);
}

export type LeadSeed = Partial<Omit<Insertable<LeadsTable>, 'id'>>;

/** Inserts leads (NEW, a minute apart by default, the first the newest) and answers their ids. */
export async function addLeads(db: Db, count: number, seed: LeadSeed = {}): Promise<number[]> {
  const now = Date.now();
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    const row = await db
      .insertInto('leads')
      .values({
        state: 'NEW',
        restore_state: null,
        country: 'RU',
        region: 77,
        clinic_id: null,
        doctor_id: null,
        clinic_sent_id: null,
        agent_sent_id: null,
        name: `Пациент ${i}`,
        gender: 'FEMALE',
        age: 40,
        phone: '+7 900 000-00-00',
        email: `p${i}@test.local`,
        diagnosis: 'Диагноз',
        created: now - i * 60_000,
        updated: now - i * 60_000,
        ...seed,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(Number(row.id));
  }
  return ids;
}
