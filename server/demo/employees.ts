// Demo employees beside the role accounts, so that a fresh start shows the users screen's states:
// one awaiting confirmation (no password yet) and one blocked. Neither can sign in.
import type { Db } from '../db/kysely';
import { createUser, findUserByEmail } from '../repositories/users';

const EMPLOYEES = [
  { email: 'new.employee@demo.local', name: 'Павел Новичков', roles: ['MANAGER' as const], state: 'PENDING' as const, timeZone: null },
  {
    email: 'former.employee@demo.local',
    name: 'Ирина Бывшева',
    roles: ['REDACTOR' as const, 'MANAGER' as const],
    state: 'DISABLED' as const,
    timeZone: 'Asia/Yekaterinburg',
  },
];

export async function loadDemoEmployees(db: Db): Promise<void> {
  for (const { timeZone, ...employee } of EMPLOYEES) {
    if (await findUserByEmail(db, employee.email)) continue;
    const user = await createUser(db, { ...employee, passwordHash: null });
    await db.updateTable('users').set({ time_zone: timeZone }).where('id', '=', user.id).execute();
  }
}
