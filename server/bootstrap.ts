// Start-up data: the ADMIN from ADMIN_EMAIL/ADMIN_PASSWORD and, on an empty database, demo data
// with the catalogue loaded through the synchronisation.
import type { FastifyInstance } from 'fastify';
import { demoAccounts } from './demo/accounts';
import { loadDemoAdvert } from './demo/advert';
import { signDemoArticles } from './demo/articles';
import { loadDemoAuthors } from './demo/authors';
import { loadDemoLeads } from './demo/leads';
import { isEmpty, loadCatalogue, loadDemo } from './demo/loadDemo';
import { loadDemoMedia } from './demo/media';
import { loadDemoSeoPages } from './demo/seoPages';
import { loadDemoVideos } from './demo/videos';
import { catalogueSynced } from './repositories/syncState';
import { findUserByEmail, type NewUser, rolesOf } from './repositories/users';
import { changeRoles, createAccount } from './services/auth/accounts';
import { openStorage } from './services/files/openStorage';
import { SYSTEM_ACTOR } from './services/history/audit';
import { hashPassword } from './services/passwords';
import { openCatalogueSource } from './services/sync/source/openSource';

/** Creates the bootstrap ADMIN when missing; an existing account keeps its password and gets
 * the ADMIN role if it lacks it. */
async function ensureAdmin(app: FastifyInstance, email: string, password: string) {
  const existing = await findUserByEmail(app.db, email);
  if (!existing) {
    const account: NewUser = {
      email,
      name: 'Administrator',
      roles: ['ADMIN'],
      passwordHash: await hashPassword(password),
      state: 'ACTIVE',
    };
    await app.db.transaction().execute((trx) => createAccount(trx, SYSTEM_ACTOR, account));
    app.log.info({ email }, 'bootstrap ADMIN created');
    return;
  }
  const roles = await rolesOf(app.db, existing.id);
  if (!roles.includes('ADMIN'))
    await app.db.transaction().execute((trx) => changeRoles(trx, SYSTEM_ACTOR, existing.id, [...roles, 'ADMIN']));
}

export async function bootstrap(app: FastifyInstance): Promise<string[]> {
  const { config } = app;
  const empty = await isEmpty(app.db);
  if (config.demo && empty) {
    await loadDemo(app.db);
    await loadDemoMedia(app.db, openStorage(config));
    await loadDemoAuthors(app.db, openStorage(config));
    await signDemoArticles(app.db);
    app.log.info('demo data loaded into the empty database');
  }
  // Checked apart from the accounts: a start killed while loading the catalogue resumes it.
  if (config.demo && !(await catalogueSynced(app.db, 'seopages'))) {
    const steps = await loadCatalogue(app.db, app.dialect, openCatalogueSource(config.catalogueSource));
    app.log.info({ steps }, 'catalogue loaded through the synchronisation');
    await loadDemoVideos(app.db);
    await loadDemoLeads(app.db);
  }
  // On the catalogue they need (its clinics, directions and diseases): once, on an empty database.
  if (config.demo && empty) {
    await loadDemoSeoPages(app.db);
    await loadDemoAdvert(app.db, openStorage(config));
  }
  if (config.adminEmail && config.adminPassword) await ensureAdmin(app, config.adminEmail, config.adminPassword);
  if (!config.demo) return [];
  const present = await Promise.all(demoAccounts.map((a) => findUserByEmail(app.db, a.email)));
  return demoAccounts.filter((_, i) => present[i]).map((a) => `${a.role.padEnd(9)} ${a.email} / ${a.password}`);
}
