// Leads written straight to the table for the leads' API tests (the portal's POST is tested on its
// own; the doctors and agents they point at come from peopleRows.ts).

import type { Insertable } from 'kysely';
import type { Db } from '../../server/db/kysely';
import type { LeadsTable } from '../../server/db/leadTables';

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
