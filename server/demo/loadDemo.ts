// Demo data for an empty database: one account per role, hubs, cities and rubrics, then the catalogue,
// loaded through the synchronisation itself (agents, then the 17 steps) from the configured source.
import type { DialectName } from '../db/dialect';
import type { Db } from '../db/kysely';
import { saveCity } from '../repositories/cities';
import { saveHub } from '../repositories/hubs';
import { countUsers, findUserByEmail } from '../repositories/users';
import { hashPassword } from '../services/passwords';
import { runSyncStep } from '../services/sync/runner';
import type { CatalogueSource } from '../services/sync/source/source';
import type { SyncStep } from '../services/sync/steps';
import { newSecret } from '../services/tokens';
import { demoAccounts } from './accounts';
import { demoCities, demoHubs } from './citiesHubs';
import { createDemoUser, loadDemoEmployees } from './employees';
import { loadDemoRubrics } from './rubrics';

export async function isEmpty(db: Db): Promise<boolean> {
  return (await countUsers(db)) === 0;
}

/** The demo hubs and cities (the catalogue's clinics find their cities by slug). */
export async function loadDemoPlaces(db: Db): Promise<void> {
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

export async function loadDemo(db: Db): Promise<void> {
  for (const account of demoAccounts) {
    if (await findUserByEmail(db, account.email)) continue;
    const passwordHash = await hashPassword(account.password);
    const { email, name, role, timeZone } = account;
    await createDemoUser(db, { email, name, roles: [role], passwordHash, state: 'ACTIVE', timeZone });
  }
  await loadDemoEmployees(db);
  await loadDemoPlaces(db);
  await loadDemoRubrics(db);
}

/** Runs sync/agents and the 17 steps as the sync modal would; answers their messages and
 * throws on the first step that fails. */
export async function loadCatalogue(db: Db, dialect: DialectName, source: CatalogueSource): Promise<string[]> {
  const run = { db, dialect, source, holder: `bootstrap:${newSecret().slice(0, 16)}`, lang: 'ru' as const };
  const messages: string[] = [];
  let failure: unknown;
  for (let step: SyncStep | null = 'agents'; step; ) {
    const { answer } = await runSyncStep(run, step, (error) => {
      failure = error;
      return String(error);
    });
    if (answer.error) throw failure ?? new Error(answer.error);
    messages.push(answer.message);
    step = step === 'agents' ? 'specialties' : (answer.callback as SyncStep | null);
  }
  return messages;
}
