// The menu's alert counters (common/live.ts MENU_COUNTERS): one query per counter, asked only for
// the counters the user's roles see. GET /api/counters answers them; the live channel pushes them.
import { type Counters, MENU_COUNTERS } from '../../../common/live';
import type { Db } from '../../db/kysely';
import type { Role } from '../../db/tables';
import { countNewLeads } from '../../repositories/leads';

type CounterName = keyof typeof MENU_COUNTERS;

const COUNT: Record<CounterName, (db: Db) => Promise<number>> = { leads: countNewLeads };

export const seesCounter = (name: CounterName, roles: readonly Role[]) => MENU_COUNTERS[name].some((role: Role) => roles.includes(role));

export async function countersFor(db: Db, roles: readonly Role[]): Promise<Counters> {
  const names = (Object.keys(COUNT) as CounterName[]).filter((name) => seesCounter(name, roles));
  return Object.fromEntries(await Promise.all(names.map(async (name) => [name, await COUNT[name](db)])));
}
