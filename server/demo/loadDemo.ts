// Demo data for an empty database: one account per role, hubs and cities.
import type { Db } from '../db/kysely';
import { saveCity } from '../repositories/cities';
import { saveHub } from '../repositories/hubs';
import { countUsers, createUser, findUserByEmail } from '../repositories/users';
import { hashPassword } from '../services/passwords';
import { demoAccounts } from './accounts';
import { demoCities, demoHubs } from './citiesHubs';

export async function isEmpty(db: Db): Promise<boolean> {
  return (await countUsers(db)) === 0;
}

export async function loadDemo(db: Db): Promise<void> {
  for (const account of demoAccounts) {
    if (await findUserByEmail(db, account.email)) continue;
    const passwordHash = await hashPassword(account.password);
    await createUser(db, { email: account.email, name: account.name, roles: [account.role], passwordHash, state: 'ACTIVE' });
  }
  await db.transaction().execute(async (trx) => {
    const hubIds = new Map<string, number>();
    for (const hub of demoHubs) {
      const id = await saveHub(trx, undefined, { slug: hub.slug, name: hub.name, seo: hub.seo });
      if (id !== undefined) hubIds.set(hub.slug, id);
    }
    for (const city of demoCities) {
      const hubId = hubIds.get(city.hub);
      if (hubId === undefined) throw new Error(`Demo city ${city.slug} names an unknown hub ${city.hub}`);
      await saveCity(trx, undefined, {
        slug: city.slug,
        region: city.region,
        hubId,
        nameRU: city.name.RU,
        nameEN: city.name.EN,
        place: city.place,
      });
    }
  });
}
