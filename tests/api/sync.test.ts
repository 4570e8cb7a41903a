// The synchronisation through POST /api/admin/sync/{step} on a 30-clinic demo catalogue, on every
// dialect: the 17 steps in order, idempotence, a step killed midway, a refused concurrent run,
// staff edits that a re-sync keeps, and the directory and HTTP catalogue sources.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadDemoPlaces } from '../../server/demo/loadDemo';
import { LEASE_BETWEEN, runSyncStep, type SyncRun } from '../../server/services/sync/runner';
import { demoSource } from '../../server/services/sync/source/demo/demoSource';
import { directorySource } from '../../server/services/sync/source/jsonLines';
import type { CatalogueSource } from '../../server/services/sync/source/source';
import { CATALOGUE_STEPS, type SyncStep } from '../../server/services/sync/steps';
import type { HistoryItem } from '../../src/engine/history/historyText';
import { catalogueApp, exactDump, runSync, semanticDump } from '../support/catalogue';
import { dyingSource, heldSource, serveDirectory, withoutRecords, writeCatalogue } from '../support/catalogueSources';
import { Client } from '../support/client';
import { createTestApp, dialects } from '../support/testApp';
import { addUser, PASSWORD } from '../support/users';

process.env.DEMO_CLINICS = '30';

async function adminOf(app: Awaited<ReturnType<typeof createTestApp>>['app'], email: string) {
  await addUser(app, email, ['ADMIN']);
  const client = new Client(app);
  await client.login(email, PASSWORD);
  return client;
}

describe.each(dialects())('synchronisation on $name', (dialect) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let admin: Client;
  let clean: Awaited<ReturnType<typeof semanticDump>>;
  const dir = mkdtempSync(join(tmpdir(), 'catalogue-'));
  beforeAll(async () => {
    t = await createTestApp(dialect);
    await loadDemoPlaces(t.app.db);
    admin = await adminOf(t.app, 'admin@test.local');
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('runs agents and then the 17 steps in order, each answering message, error and callback', async () => {
    const log = await runSync(admin);
    expect(log.map((l) => l.step)).toEqual(['agents', ...CATALOGUE_STEPS]);
    expect(log[0].message).toBe('Агенты: 8 записей добавлено, 0 записей обновлено');
    expect(log.find((l) => l.step === 'clinics')?.message).toBe('Клиники: 30 записей добавлено, 0 записей обновлено');
    expect(log.find((l) => l.step === 'citycounts')?.message).toMatch(
      /^Пересчёт количества по городам: [1-9]\d* строк(?:а пересчитана|и пересчитаны| пересчитано)$/,
    );
    const clinics = await t.app.db.selectFrom('clinics').select(['super_agent_id', 'city_id']).execute();
    const main = await t.app.db.selectFrom('agents').select('id').where('main_agent', '=', 1).executeTakeFirstOrThrow();
    expect(clinics).toHaveLength(30);
    expect(new Set(clinics.map((c) => c.super_agent_id))).toEqual(new Set([main.id]));
    expect(clinics.every((c) => c.city_id !== null)).toBe(true);
    expect(await t.app.db.selectFrom('sync_lock').selectAll().execute()).toEqual([]);
    expect((await admin.post('/api/admin/sync/nosuchstep')).statusCode).toBe(400);
    // The history holds a run as one row (issue 25 point 4): the agents', then the catalogue's 17
    // steps, each with its counts, and their totals.
    const { items } = (await admin.get('/api/admin/history?entity=sync')).json() as { items: HistoryItem[] };
    expect(items.map((item) => [item.entityId, item.action])).toEqual([
      ['specialties', 'run'],
      ['agents', 'run'],
    ]);
    const steps = items[0].changes?.steps?.[1] as { step: string; added: number; finished: number }[];
    expect(steps.map((step) => step.step)).toEqual([...CATALOGUE_STEPS]);
    expect(steps.find((step) => step.step === 'clinics')?.added).toBe(30);
    expect(items[0].changes?.added).toEqual([null, steps.reduce((total, step) => total + step.added, 0)]);
  });

  it('changes nothing when run a second time', async () => {
    const before = await exactDump(t.app);
    const log = await runSync(admin);
    expect(log.find((l) => l.step === 'clinics')?.message).toBe('Клиники: 0 записей добавлено, 0 записей обновлено');
    expect(await exactDump(t.app)).toBe(before);
    clean = await semanticDump(t.app);
  });

  it('keeps nothing of a step killed midway; running it again gives what a clean run gives', async () => {
    const b = await createTestApp(dialect);
    await loadDemoPlaces(b.app.db);
    const demo = demoSource(30);
    const run = (source: CatalogueSource): SyncRun => ({ db: b.app.db, dialect: b.app.dialect, source, holder: 'test', lang: 'ru' });
    for (const step of ['agents', 'specialties', 'services'] as const)
      expect((await runSyncStep(run(demo), step, String)).status).toBe(200);
    for (const [step, alive] of [
      ['clinics', 2],
      ['reviews', 1],
    ] as const) {
      if (step === 'reviews') for (const s of CATALOGUE_STEPS.slice(2, 11)) await runSyncStep(run(demo), s, String);
      const before = await exactDump(b.app);
      const killed = await runSyncStep(run(dyingSource(demo, step, 5, alive)), step, () => 'killed');
      expect(killed.status).toBe(502);
      expect(killed.answer).toEqual({ message: '', error: expect.stringContaining('killed'), callback: null });
      expect(await exactDump(b.app)).toBe(before);
      expect(await b.app.db.selectFrom('sync_checkpoints').select('step').where('step', '=', step).execute()).toEqual([]);
      expect(await b.app.db.selectFrom('sync_lock').selectAll().execute()).toEqual([]);
      expect((await runSyncStep(run(dyingSource(demo, step, 5, 99)), step, String)).status).toBe(200);
    }
    for (const step of CATALOGUE_STEPS.slice(12)) expect((await runSyncStep(run(demo), step, String)).status).toBe(200);
    expect(await semanticDump(b.app)).toEqual(clean);
    await b.close();
  });

  it('follows records that left the catalogue: selections cleared, modules deleted, the rest marked', async () => {
    const b = await createTestApp(dialect);
    await loadDemoPlaces(b.app.db);
    const db = b.app.db;
    const demo = demoSource(30);
    const runAll = async (source: CatalogueSource) => {
      const run: SyncRun = { db, dialect: b.app.dialect, source, holder: 'test', lang: 'en' };
      const messages = new Map<SyncStep, string>();
      for (const step of ['agents', ...CATALOGUE_STEPS] as SyncStep[]) {
        const { status, answer } = await runSyncStep(run, step, String);
        expect(status, answer.error ?? '').toBe(200);
        messages.set(step, answer.message);
      }
      return messages;
    };
    await runAll(demo);
    const clinic = await db.selectFrom('clinics').select(['id', 'orig_id']).orderBy('id').executeTakeFirstOrThrow();
    const review = await db.selectFrom('reviews').select(['id', 'orig_id']).orderBy('id').executeTakeFirstOrThrow();
    const selectedOf = (table: 'clinic_categories' | 'clinic_specialties') =>
      db.selectFrom(table).select('selected').where('clinic_id', '=', clinic.id).execute();
    const modules = await db.selectFrom('clinic_modules').select('id').where('clinic_id', '=', clinic.id).execute();
    expect(modules.length).toBeGreaterThan(0);
    expect((await selectedOf('clinic_categories')).length).toBeGreaterThan(0);
    let left = withoutRecords(demo, 'clinicspecialtycategories', (r) => r.clinic !== clinic.orig_id);
    left = withoutRecords(left, 'clinicspecialties', (r) => r.clinic !== clinic.orig_id);
    left = withoutRecords(left, 'modules', (r) => r.clinic !== clinic.orig_id);
    left = withoutRecords(left, 'reviews', (r) => r.origId !== review.orig_id);
    const messages = await runAll(left);
    for (const table of ['clinic_categories', 'clinic_specialties'] as const)
      expect(new Set((await selectedOf(table)).map((r) => r.selected))).toEqual(new Set([0]));
    expect(await db.selectFrom('clinic_modules').select('id').where('clinic_id', '=', clinic.id).execute()).toEqual([]);
    expect(await db.selectFrom('reviews').select('deleted').where('id', '=', review.id).executeTakeFirst()).toEqual({ deleted: 1 });
    expect(messages.get('modules')).toContain(`${modules.length} ${modules.length === 1 ? 'record' : 'records'} left the catalogue`);
    expect(messages.get('reviews')).toContain('1 record left the catalogue');
    // Back in the catalogue: selected again, modules inserted again, the review shown again.
    await runAll(demo);
    expect(new Set((await selectedOf('clinic_categories')).map((r) => r.selected))).toEqual(new Set([1]));
    expect(await db.selectFrom('clinic_modules').select('id').where('clinic_id', '=', clinic.id).execute()).toHaveLength(modules.length);
    expect(await db.selectFrom('reviews').select('deleted').where('id', '=', review.id).executeTakeFirst()).toEqual({ deleted: 0 });
    await b.close();
  });

  it('refuses a second run while one is going on, from any session', async () => {
    const other = await adminOf(t.app, 'second@test.local');
    expect((await admin.post('/api/admin/sync/specialties')).json().callback).toBe('services');
    const refused = await other.post('/api/admin/sync/specialties');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: '', error: expect.stringMatching(/^Синхронизация уже выполняется/), callback: null });
    expect((await other.post('/api/admin/sync/agents')).statusCode).toBe(200);
    await runSync(admin, 'services');
    const both = await Promise.all([admin.post('/api/admin/sync/clinics'), other.post('/api/admin/sync/clinics')]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    await runSync(both[0].statusCode === 200 ? admin : other, 'clinicspecialties');
  });

  it('refuses a second run while another run is midway through a step, at once on PostgreSQL', async () => {
    const b = await createTestApp(dialect);
    await loadDemoPlaces(b.app.db);
    const demo = demoSource(30);
    const run = (source: CatalogueSource, holder: string): SyncRun => ({
      db: b.app.db,
      dialect: b.app.dialect,
      source,
      holder,
      lang: 'ru',
    });
    const held = heldSource(demo, 'specialties', 5);
    const first = runSyncStep(run(held.source, 'first'), 'specialties', String);
    await held.midway;
    const second = runSyncStep(run(demo, 'second'), 'specialties', String);
    // SQLite's one connection runs the second step's transaction after the first one's.
    if (dialect.name === 'sqlite') held.resume();
    const refused = await second;
    expect(refused.status).toBe(409);
    expect(refused.answer).toEqual({ message: '', error: expect.stringMatching(/^Синхронизация уже выполняется/), callback: null });
    held.resume();
    expect((await first).status).toBe(200);
    expect((await runSyncStep(run(demo, 'second'), 'specialties', String)).status).toBe(409);
    expect((await runSyncStep(run(demo, 'first'), 'services', String)).status).toBe(200);
    await b.close();
  });

  it('keeps a run its lease from its first step, and hands an abandoned one over once it expires', async () => {
    const b = await createTestApp(dialect);
    await loadDemoPlaces(b.app.db);
    const demo = demoSource(30);
    const step = (holder: string, name: SyncStep) =>
      runSyncStep({ db: b.app.db, dialect: b.app.dialect, source: demo, holder, lang: 'en' }, name, String);
    const lease = () => b.app.db.selectFrom('sync_lock').select(['holder', 'acquired', 'expires']).executeTakeFirstOrThrow();
    expect((await step('first', 'specialties')).status).toBe(200);
    const taken = await lease();
    expect(taken.holder).toBe('first');
    expect(taken.expires).toBeGreaterThan(Date.now() + LEASE_BETWEEN - 10_000);
    expect((await step('first', 'services')).status).toBe(200);
    expect(await lease()).toMatchObject({ holder: 'first', acquired: taken.acquired });
    const refused = await step('second', 'specialties');
    expect(refused.answer.error).toContain(new Date(taken.acquired).toISOString().slice(11, 16));
    await b.app.db
      .updateTable('sync_lock')
      .set({ expires: Date.now() - 1 })
      .execute();
    expect((await step('second', 'specialties')).status).toBe(200);
    expect((await lease()).holder).toBe('second');
    expect((await step('first', 'clinics')).status).toBe(409);
    await b.close();
  });

  it('keeps staff edits and local rows through a re-sync, and follows the catalogue elsewhere', async () => {
    const db = t.app.db;
    const [x, y] = await db.selectFrom('clinics').select(['id', 'hash', 'slug']).orderBy('id').limit(2).execute();
    await db.insertInto('complete_edit').values({ clinic_id: x.id, section: 1, lang: 'RU', cd: Date.now(), rd: null }).execute();
    await db
      .updateTable('clinic_l10n')
      .set({ name: 'Отредактировано вручную' })
      .where('clinic_id', 'in', [x.id, y.id])
      .where('lang', '=', 'RU')
      .execute();
    await db.updateTable('clinics').set({ slug: 'edited-slug', region: 1 }).where('id', '=', x.id).execute();
    await db.updateTable('clinic_profile_l10n').set({ description: 'local' }).where('clinic_id', '=', x.id).execute();
    await admin.post('/api/admin/toggleclinic', { form: { hash: x.hash, locals: 'EN', visible: 'true' } });
    await admin.post('/api/admin/toggledlead', { json: { hash: x.hash, dLead: true } });
    const picture = await db.selectFrom('pictures').select('id').where('clinic_id', '=', x.id).orderBy('id').executeTakeFirstOrThrow();
    await db.updateTable('pictures').set({ visible: 0 }).where('id', '=', picture.id).execute();
    await db
      .updateTable('picture_l10n')
      .set({ alt: 'своя подпись' })
      .where('picture_id', '=', picture.id)
      .where('lang', '=', 'RU')
      .execute();
    const local = { clinic_id: x.id, hash: '11111111-2222-4333-8444-555555555555', file_type: 'png', created: 1, updated: 1 };
    await db
      .insertInto('pictures')
      .values({ ...local, orig_id: null, size: 2048, width: 10, height: 10, main_img: 0, visible: 1, deleted: 0, position: 9 })
      .execute();
    await db.updateTable('reviews').set({ visible: 0 }).where('clinic_id', '=', x.id).execute();
    // Accreditation codes belong to the additional step: y's saved codes stay, x's follow the catalogue.
    await db.insertInto('complete_edit').values({ clinic_id: y.id, section: 2, lang: 'EN', cd: Date.now(), rd: null }).execute();
    await db.deleteFrom('clinic_accreditations').where('clinic_id', 'in', [x.id, y.id]).execute();
    await db
      .insertInto('clinic_accreditations')
      .values([x.id, y.id].map((clinic_id) => ({ clinic_id, code: 'LOCAL' })))
      .execute();
    await runSync(admin);
    const codes = async (id: number) =>
      (await db.selectFrom('clinic_accreditations').select('code').where('clinic_id', '=', id).execute()).map((r) => r.code);
    expect(await codes(y.id)).toEqual(['LOCAL']);
    expect(await codes(x.id)).not.toContain('LOCAL');
    const ru = (id: number) =>
      db
        .selectFrom('clinic_l10n')
        .select(['name', 'visible'])
        .where('clinic_id', '=', id)
        .where('lang', '=', 'RU')
        .executeTakeFirstOrThrow();
    expect((await ru(x.id)).name).toBe('Отредактировано вручную');
    expect((await ru(y.id)).name).not.toBe('Отредактировано вручную');
    expect(await db.selectFrom('clinics').select(['slug', 'region', 'direct_lead']).where('id', '=', x.id).executeTakeFirst()).toEqual({
      slug: 'edited-slug',
      region: 1,
      direct_lead: 1,
    });
    const profile = await db.selectFrom('clinic_profile_l10n').select('description').where('clinic_id', '=', x.id).execute();
    expect(profile.every((p) => p.description !== 'local')).toBe(true);
    const en = await db
      .selectFrom('clinic_l10n')
      .select('visible')
      .where('clinic_id', '=', x.id)
      .where('lang', '=', 'EN')
      .executeTakeFirstOrThrow();
    expect(en.visible).toBe(1);
    expect(await db.selectFrom('pictures').select(['visible', 'deleted']).where('id', '=', picture.id).executeTakeFirst()).toEqual({
      visible: 0,
      deleted: 0,
    });
    const alt = await db
      .selectFrom('picture_l10n')
      .select('alt')
      .where('picture_id', '=', picture.id)
      .where('lang', '=', 'RU')
      .executeTakeFirst();
    expect(alt?.alt).toBe('своя подпись');
    expect(await db.selectFrom('pictures').select(['deleted', 'position']).where('hash', '=', local.hash).executeTakeFirst()).toEqual({
      deleted: 0,
      position: 9,
    });
    expect(
      new Set((await db.selectFrom('reviews').select('visible').where('clinic_id', '=', x.id).execute()).map((r) => r.visible)),
    ).toEqual(new Set([0]));
  });

  it('reads the same catalogue from a directory and over HTTP, and names a malformed line', async () => {
    await writeCatalogue(dir, demoSource(30));
    const fromDir = await catalogueApp(dialect, { catalogueSource: dir });
    expect(await semanticDump(fromDir.app)).toEqual(clean);
    const server = await serveDirectory(dir);
    const fromHttp = await catalogueApp(dialect, { catalogueSource: server.url });
    expect(await semanticDump(fromHttp.app)).toEqual(clean);
    await server.close();
    await fromHttp.close();
    const bad = join(dir, 'bad');
    await writeCatalogue(bad, demoSource(2), (step, lines) =>
      step === 'reviews' ? [lines[0], '{"origId": "x"}'] : step === 'modules' ? [] : lines,
    );
    const run: SyncRun = { db: fromDir.app.db, dialect: fromDir.app.dialect, source: directorySource(bad), holder: 'test', lang: 'en' };
    const reviews = await runSyncStep(run, 'reviews' as SyncStep, String);
    expect(reviews.answer.error).toMatch(/^Reviews: error — reviews\.jsonl line 2: .*\. The changes of this step were undone$/);
    const missing = await runSyncStep({ ...run, source: directorySource(join(dir, 'nowhere')) }, 'modules', String);
    expect(missing.answer.error).toMatch(/modules\.jsonl: ENOENT/);
    await fromDir.close();
  });
});
