// What staff own survives the synchronisation (issue 22 point 1, docs/catalogue-format.md "Who
// owns what"), on every dialect: a service staff switched on that the catalogue does not list, one
// they switched off that it does, and a price they wrote, through a full run and through a
// catalogue that changes its mind; a doctor's slug once staff saved the base; and a staff edit of
// a catalogue-owned field (the clinic's time zone), which the catalogue replaces, counts in the
// step's line (plural-aware, RU and EN) and records with its before and after.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runSyncStep, type SyncRun } from '../../server/services/sync/runner';
import { demoSource } from '../../server/services/sync/source/demo/demoSource';
import type { CatalogueSource } from '../../server/services/sync/source/source';
import type { SyncStep } from '../../server/services/sync/steps';
import { catalogueApp, runSync } from '../support/catalogue';
import { withChangedRecords } from '../support/catalogueSources';
import { dialects } from '../support/testApp';

process.env.DEMO_CLINICS = '10';

type Entry = { sid: number; selected: boolean; price: number | null; lprice: number | null; lpriceEnd: number | null };
type HistoryItem = { action: string; userEmail: string | null; changes: Record<string, [unknown, unknown]> | null };

describe.each(dialects())('what staff own through a synchronisation on $name', (dialect) => {
  let t: Awaited<ReturnType<typeof catalogueApp>>;
  const db = () => t.app.db;
  const demo = demoSource(10);
  /** One step on its own, as a run from another session would (the admin's run has ended). */
  const step = async (name: SyncStep, source: CatalogueSource = demo, lang: 'ru' | 'en' = 'ru') => {
    const run: SyncRun = { db: db(), dialect: t.app.dialect, source, holder: 'test', lang };
    const { status, answer } = await runSyncStep(run, name, String);
    expect(status, answer.error ?? '').toBe(200);
    // The run stops here: its lease goes, so that the admin's next run may start at once.
    await db().deleteFrom('sync_lock').where('holder', '=', 'test').execute();
    return answer.message;
  };
  const services = async (hash: string) =>
    new Map(((await t.admin.get(`/api/admin/selectedservices?hash=${hash}`)).json().spec as Entry[]).map((e) => [e.sid, e]));
  const history = async (entity: string, entityId: number | string) =>
    (await t.admin.get(`/api/admin/history?entity=${entity}&entityId=${entityId}`)).json().items as HistoryItem[];
  const clinics = () => db().selectFrom('clinics').select(['id', 'hash', 'orig_id', 'time_zone']).orderBy('id').execute();

  beforeAll(async () => {
    t = await catalogueApp(dialect);
  });
  afterAll(() => t.close());

  describe('services of a clinic', () => {
    let clinic: { id: number; hash: string; orig_id: number | null };
    let unlisted: number;
    let off: { service_id: number; price: number | null };
    let priced: { service_id: number; price: number | null };

    beforeAll(async () => {
      for (const c of await clinics()) {
        const listed = await db()
          .selectFrom('clinic_services')
          .select(['service_id', 'price'])
          .where('clinic_id', '=', c.id)
          .where('selected', '=', 1)
          .orderBy('service_id')
          .execute();
        if (listed.length < 2) continue;
        clinic = c;
        [off, priced] = listed;
        const other = await db()
          .selectFrom('services')
          .select('id')
          .where('active', '=', 1)
          .where(
            'id',
            'not in',
            listed.map((l) => l.service_id),
          )
          .orderBy('id')
          .executeTakeFirstOrThrow();
        unlisted = other.id;
        return;
      }
      throw new Error('no demo clinic lists two services');
    });

    it('keeps a service staff switched on, one they switched off and a price they wrote through a full run', async () => {
      const post = (path: string, form: Record<string, string>) => t.admin.post(`/api/admin/${path}/${clinic.hash}`, { form });
      expect((await post('serviceselected', { sid: String(unlisted), selected: 'true', locals: 'RU' })).statusCode).toBe(200);
      expect((await post('serviceselected', { sid: String(off.service_id), selected: 'false', locals: 'RU' })).statusCode).toBe(200);
      expect((await post('serviceprice', { sid: String(priced.service_id), price: '45000', priceEnd: '60000' })).statusCode).toBe(200);
      const log = await runSync(t.admin);
      const after = await services(clinic.hash);
      expect(after.get(unlisted)).toMatchObject({ selected: true });
      expect(after.get(off.service_id)).toMatchObject({ selected: false, price: off.price });
      expect(after.get(priced.service_id)).toMatchObject({ selected: true, price: priced.price, lprice: 45000, lpriceEnd: 60000 });
      // Nothing left the catalogue, so the line says nothing left it.
      expect(log.find((l) => l.step === 'clinicservices')?.message).not.toMatch(/сня/);
    });

    it('keeps those choices when the catalogue starts listing the one and drops the other, and back', async () => {
      const origIdOf = async (id: number) =>
        Number((await db().selectFrom('services').select('orig_id').where('id', '=', id).executeTakeFirstOrThrow()).orig_id);
      const [dropped, added] = [await origIdOf(off.service_id), await origIdOf(unlisted)];
      const changed = withChangedRecords(demo, 'clinicservices', (r) =>
        r.clinic !== clinic.orig_id
          ? r
          : { ...r, services: [...r.services.filter((s) => s.service !== dropped), { service: added, price: 777 }] },
      );
      expect(await step('clinicservices', changed)).not.toMatch(/сня/);
      let after = await services(clinic.hash);
      // The price example is the catalogue's, on a row staff chose too.
      expect(after.get(unlisted)).toMatchObject({ selected: true, price: 777 });
      expect(after.get(off.service_id)).toMatchObject({ selected: false });
      expect(await step('clinicservices')).not.toMatch(/сня/);
      after = await services(clinic.hash);
      expect(after.get(unlisted)).toMatchObject({ selected: true });
      expect(after.get(off.service_id)).toMatchObject({ selected: false });
      expect(after.get(priced.service_id)).toMatchObject({ selected: true, lprice: 45000, lpriceEnd: 60000 });
    });
  });

  it("keeps a doctor's slug once staff saved the base, while other doctors follow the catalogue", async () => {
    const [edited, other] = await db()
      .selectFrom('doctors')
      .select(['id', 'hash', 'slug'])
      .where('orig_id', 'is not', null)
      .orderBy('id')
      .limit(2)
      .execute();
    const form = {
      locals: 'RU',
      slug: 'staff-chosen-slug',
      name: 'Иванова Мария Петровна',
      medicalDegree: '',
      shortDescription: 'Кардиолог с опытом',
      specialty: 'Кардиология',
      experience: '1998',
      languages: ['RU'],
      seoDescription: '',
      keywords: '',
    };
    const saved = await t.admin.post(`/api/admin/doctor/base/${edited.hash}`, { form });
    expect(saved.statusCode, saved.body).toBe(200);
    const renamed = withChangedRecords(demo, 'doctors', (d) => ({ ...d, slug: `${d.slug.slice(0, 32)}-renamed` }));
    const message = await step('doctors', renamed);
    expect(message).not.toMatch(/правк/);
    const slugOf = async (id: number) =>
      (await db().selectFrom('doctors').select('slug').where('id', '=', id).executeTakeFirstOrThrow()).slug;
    expect(await slugOf(edited.id)).toBe('staff-chosen-slug');
    expect(await slugOf(other.id)).toBe(`${other.slug.slice(0, 32)}-renamed`);
    await step('doctors');
    expect(await slugOf(edited.id)).toBe('staff-chosen-slug');
    expect(await slugOf(other.id)).toBe(other.slug);
  });

  describe("a clinic's time zone, which the catalogue owns", () => {
    /** Saves the clinic's base as the form loaded it, with `timeZone`. */
    const saveZone = async (hash: string, timeZone: string) => {
      const { base, videoLinks } = (await t.admin.get(`/api/admin/base/${hash}?locals=RU`)).json();
      const form: Record<string, string | string[]> = { videoLinks };
      for (const [key, value] of Object.entries(base as Record<string, unknown>)) {
        if (value !== null && value !== undefined) form[key] = Array.isArray(value) ? value.map(String) : String(value);
      }
      const res = await t.admin.post(`/api/admin/base/${hash}`, { form: { ...form, timeZone } });
      expect(res.statusCode, res.body).toBe(200);
    };
    const zoneOf = async (id: number) =>
      (await db().selectFrom('clinics').select('time_zone').where('id', '=', id).executeTakeFirstOrThrow()).time_zone;

    it('is replaced when staff changed it: the line counts the edit and the history holds before and after', async () => {
      const [x, y] = await clinics();
      const catalogue = x.time_zone;
      expect(catalogue).toBeTruthy();
      await saveZone(x.hash, 'Asia/Vladivostok');
      // Saved unchanged: no staff edit of the zone.
      await saveZone(y.hash, String(y.time_zone));
      expect(await zoneOf(x.id)).toBe('Asia/Vladivostok');
      const log = await runSync(t.admin);
      expect(log.find((l) => l.step === 'clinics')?.message).toMatch(/, 1 правка сотрудников заменена каталогом$/);
      expect(log.filter((l) => /правк/.test(l.message)).map((l) => l.step)).toEqual(['clinics']);
      expect(await zoneOf(x.id)).toBe(catalogue);
      expect(await zoneOf(y.id)).toBe(y.time_zone);
      const [replaced] = await history('clinics', x.id);
      expect(replaced).toMatchObject({
        action: 'update',
        userEmail: 'admin@test.local',
        changes: { timeZone: ['Asia/Vladivostok', catalogue] },
      });
      // The run is one row, named by its first step (issue 25 point 4; one row per step before):
      // the clinics step's replaced edit is in its steps and in the run's total.
      const [run] = (await history('sync', 'specialties')) as HistoryItem[];
      expect(run.changes?.replaced).toEqual([null, 1]);
      const steps = run.changes?.steps?.[1] as { step: string; replaced: number }[];
      expect(steps.filter((s) => s.replaced).map((s) => [s.step, s.replaced])).toEqual([['clinics', 1]]);
      expect(await db().selectFrom('staff_edits').selectAll().execute()).toEqual([]);
      // Replaced once: the next run has nothing to replace.
      expect((await runSync(t.admin)).find((l) => l.step === 'clinics')?.message).not.toMatch(/правк/);
    });

    it('counts each replaced edit in the form its number needs, in Russian and in English', async () => {
      const [x, y, z] = await clinics();
      for (const c of [x, y, z]) await saveZone(c.hash, 'Asia/Vladivostok');
      expect(await step('clinics', demo, 'en')).toMatch(/, 3 staff edits replaced by the catalogue$/);
      for (const c of [x, y]) await saveZone(c.hash, 'Asia/Vladivostok');
      expect(await step('clinics')).toMatch(/, 2 правки сотрудников заменены каталогом$/);
      await saveZone(x.hash, 'Asia/Vladivostok');
      expect(await step('clinics', demo, 'en')).toMatch(/, 1 staff edit replaced by the catalogue$/);
    });

    it('is not counted when the catalogue comes to the value staff chose', async () => {
      const [x] = await clinics();
      await saveZone(x.hash, 'Asia/Vladivostok');
      const agreeing = withChangedRecords(demo, 'clinics', (c) => (c.origId === x.orig_id ? { ...c, timeZone: 'Asia/Vladivostok' } : c));
      expect(await step('clinics', agreeing)).not.toMatch(/правк/);
      expect(await zoneOf(x.id)).toBe('Asia/Vladivostok');
      expect(await db().selectFrom('staff_edits').selectAll().execute()).toEqual([]);
      // Settled: the catalogue's own change back is not a staff edit either.
      expect(await step('clinics')).not.toMatch(/правк/);
      expect(await zoneOf(x.id)).toBe(x.time_zone);
    });
  });
});
