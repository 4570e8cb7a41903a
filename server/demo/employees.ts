// Demo employees beside the role accounts, so that a fresh start shows the users screen's states:
// one awaiting confirmation (no password yet) and one blocked. Neither can sign in. Like the role
// accounts, each has a time zone of the profile's list.
import type { Db } from '../db/kysely';
import { findUserByEmail, insertUser, type NewUser } from '../repositories/users';
import type { DemoTimeZone } from './accounts';

const EMPLOYEES = [
  {
    email: 'new.employee@demo.local',
    name: 'Павел Новичков',
    roles: ['MANAGER' as const],
    state: 'PENDING' as const,
    timeZone: 'Europe/Moscow',
  },
  {
    email: 'former.employee@demo.local',
    name: 'Ирина Бывшева',
    roles: ['REDACTOR' as const, 'MANAGER' as const],
    state: 'DISABLED' as const,
    timeZone: 'Asia/Yekaterinburg',
  },
] satisfies (Omit<NewUser, 'passwordHash'> & { timeZone: DemoTimeZone })[];

/** A demo user with its time zone, in one transaction. */
export function createDemoUser(db: Db, { timeZone, ...user }: NewUser & { timeZone: DemoTimeZone }) {
  return db.transaction().execute(async (trx) => {
    const created = await insertUser(trx, user);
    await trx.updateTable('users').set({ time_zone: timeZone }).where('id', '=', created.id).execute();
    return created;
  });
}

export async function loadDemoEmployees(db: Db): Promise<void> {
  for (const employee of EMPLOYEES) {
    if (await findUserByEmail(db, employee.email)) continue;
    await createDemoUser(db, { ...employee, passwordHash: null });
  }
}
