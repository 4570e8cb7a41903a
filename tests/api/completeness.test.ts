// Stale translations and the completeness view (issue 12, points 9 and 10), on every dialect: a
// save in one language turns the other's review stale, a review or a save of that language clears
// it; the stored states and the view's counters always equal a recount by the shared rule; each
// number of the view is the total of the clinics list it links to.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_SECTIONS, SECTION_STATES, type SectionState, sectionState } from '../../common/completion';
import type { EditLang } from '../../common/lang';
import { markReviewed, markSaved } from '../../server/repositories/completeEdit';
import { recountCompletion } from '../../server/repositories/completionCounts';
import { Client } from '../support/client';
import { addClinic } from '../support/clinicRows';
import { createTestApp, dialects } from '../support/testApp';
import { addUser, PASSWORD } from '../support/users';

const HASHES = ['a1111111-2222-4333-8444-555555555555', 'b1111111-2222-4333-8444-555555555555', 'c1111111-2222-4333-8444-555555555555'];

describe.each(dialects())('completion states on $name', (dialect) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let c: Client;
  const ids: number[] = [];
  const db = () => t.app.db;
  const save = (clinic: number, section: number, langs: EditLang[], at: number) =>
    db()
      .transaction()
      .execute((trx) => markSaved(trx, ids[clinic], section, langs, at));
  const review = (clinic: number, section: number, langs: EditLang[], at: number) =>
    db()
      .transaction()
      .execute((trx) => markReviewed(trx, ids[clinic], section, langs, at));
  const stateOf = async (clinic: number, section: number, lang: EditLang) =>
    (
      await db()
        .selectFrom('complete_edit')
        .select('state')
        .where('clinic_id', '=', ids[clinic])
        .where('section', '=', section)
        .where('lang', '=', lang)
        .executeTakeFirst()
    )?.state;
  const listTotal = async (query: string) => {
    const res = await c.get(`/api/admin/clinicslist?page=0&size=15&${query}`);
    expect(res.statusCode).toBe(200);
    return res.json().total as number;
  };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    await addUser(t.app, 'admin@test.local', ['ADMIN']);
    for (const [i, hash] of HASHES.entries()) ids.push(await addClinic(db(), { hash, slug: `clinic-${i}`, names: { RU: `Клиника ${i}` } }));
    c = new Client(t.app);
    await c.login('admin@test.local', PASSWORD);
  });
  afterAll(() => t.close());

  it('turns the EN review stale when RU is saved after it, and clears it on an EN review', async () => {
    await save(0, 6, ['RU', 'EN'], 1000);
    expect([await stateOf(0, 6, 'RU'), await stateOf(0, 6, 'EN')]).toEqual(['complete', 'complete']);
    await save(0, 6, ['RU'], 2000);
    expect([await stateOf(0, 6, 'RU'), await stateOf(0, 6, 'EN')]).toEqual(['complete', 'stale']);
    await review(0, 6, ['EN'], 3000);
    expect(await stateOf(0, 6, 'EN')).toBe('complete');
  });

  it('clears it on a save of that language, and works the other way round', async () => {
    await save(1, 4, ['EN'], 1000);
    await review(1, 4, ['RU'], 1500);
    await save(1, 4, ['EN'], 2000);
    expect(await stateOf(1, 4, 'RU')).toBe('stale');
    await save(1, 4, ['RU'], 2500);
    expect([await stateOf(1, 4, 'RU'), await stateOf(1, 4, 'EN')]).toEqual(['complete', 'stale']);
    await save(1, 4, ['EN'], 3000);
    expect([await stateOf(1, 4, 'RU'), await stateOf(1, 4, 'EN')]).toEqual(['stale', 'complete']);
  });

  it('reviews after both languages even when the review lands in the millisecond of a save', async () => {
    await save(2, 13, ['RU', 'EN'], 5000);
    await save(2, 13, ['RU'], 6000);
    await review(2, 13, ['EN'], 6000);
    expect(await stateOf(2, 13, 'EN')).toBe('complete');
  });

  it('stores the state the shared rule gives, and counts every state exactly', async () => {
    const marks = await db().selectFrom('complete_edit').selectAll().execute();
    for (const mark of marks) {
      const other = marks.find((m) => m.clinic_id === mark.clinic_id && m.section === mark.section && m.lang !== mark.lang);
      const stamp = (value: unknown) => (value === null || value === undefined ? null : Number(value));
      expect(mark.state).toBe(sectionState({ cd: stamp(mark.cd), rd: stamp(mark.rd) }, stamp(other?.cd)));
    }
    const counts = await db().selectFrom('completion_counts').selectAll().execute();
    for (const row of counts) {
      const recount = marks.filter((m) => m.section === row.section && m.lang === row.lang && m.state === row.state).length;
      expect(Number(row.clinics)).toBe(recount);
    }
  });

  it('answers the view: per section and language, numbers that add up to every clinic', async () => {
    const res = await c.get('/api/admin/completeness');
    expect(res.statusCode).toBe(200);
    const { total, sections } = res.json();
    expect(total).toBe(HASHES.length);
    expect(sections.map((s: { section: number }) => s.section)).toEqual([...PROFILE_SECTIONS]);
    const offer = sections.find((s: { section: number }) => s.section === 6);
    expect(offer.langs).toEqual({ RU: { complete: 1, stale: 0, incomplete: 2 }, EN: { complete: 1, stale: 0, incomplete: 2 } });
    const specialties = sections.find((s: { section: number }) => s.section === 4);
    expect(specialties.langs.RU).toEqual({ complete: 0, stale: 1, incomplete: 2 });
    for (const { langs } of sections) {
      for (const counts of Object.values(langs) as Record<SectionState, number>[]) {
        expect(SECTION_STATES.reduce((sum, state) => sum + counts[state], 0)).toBe(total);
      }
    }
  });

  it('links each number to a list with that many clinics, and filters a stale review by language', async () => {
    const { sections } = (await c.get('/api/admin/completeness')).json();
    for (const { section, langs } of sections.filter((s: { section: number }) => [4, 6, 13].includes(s.section))) {
      for (const lang of ['RU', 'EN'] as const) {
        for (const state of SECTION_STATES) {
          expect(await listTotal(`completion=${section}.${lang}.${state}`), `${section}.${lang}.${state}`).toBe(langs[lang][state]);
        }
      }
    }
    expect(await listTotal('stale=RU')).toBe(1);
    expect(await listTotal('stale=EN')).toBe(0);
    expect(await listTotal('stale=RU&completion=4.RU.stale')).toBe(1);
  });

  it('counts a clinic added since the last answer', async () => {
    const before = (await c.get('/api/admin/completeness')).json();
    await addClinic(db(), { hash: 'd1111111-2222-4333-8444-555555555555', slug: 'clinic-added', names: { RU: 'Клиника новая' } });
    const after = (await c.get('/api/admin/completeness')).json();
    expect(after.total).toBe(before.total + 1);
    expect(after.sections[0].langs.RU.incomplete).toBe(before.sections[0].langs.RU.incomplete + 1);
  });

  it('refuses a malformed filter and a non-ADMIN', async () => {
    expect((await c.get('/api/admin/clinicslist?page=0&size=15&completion=8.RU.stale')).statusCode).toBe(400);
    expect((await c.get('/api/admin/clinicslist?page=0&size=15&stale=DE')).statusCode).toBe(400);
    await addUser(t.app, 'manager@test.local', ['MANAGER']);
    const manager = new Client(t.app);
    await manager.login('manager@test.local', PASSWORD);
    expect((await manager.get('/api/admin/completeness')).statusCode).toBe(403);
  });

  it("keeps each clinic's complete sections per language on its row, as its marks count them, through every kind of write", async () => {
    const expectKeptCounts = async () => {
      const marks = await db().selectFrom('complete_edit').selectAll().execute();
      const kept = await db().selectFrom('clinics').select(['id', 'complete_ru', 'complete_en']).execute();
      const count = (id: number, lang: EditLang) =>
        marks.filter(
          (m) =>
            m.clinic_id === id && m.lang === lang && m.state === 'complete' && (PROFILE_SECTIONS as readonly number[]).includes(m.section),
        ).length;
      for (const row of kept)
        expect([Number(row.complete_ru), Number(row.complete_en)], `clinic ${row.id}`).toEqual([count(row.id, 'RU'), count(row.id, 'EN')]);
      return kept;
    };
    // The saves and reviews above: inserts, upserts and states turned stale and back.
    const kept = await expectKeptCounts();
    expect(kept.some((row) => Number(row.complete_ru) > 0 && Number(row.complete_en) > 0)).toBe(true);
    // A complete mark of a section the profile does not count (8), one deleted, and a recount.
    await db().insertInto('complete_edit').values({ clinic_id: ids[1], section: 8, lang: 'RU', cd: 1, rd: 2, state: 'complete' }).execute();
    await db().deleteFrom('complete_edit').where('clinic_id', '=', ids[0]).where('section', '=', 6).where('lang', '=', 'RU').execute();
    await expectKeptCounts();
    await recountCompletion(db() as never);
    await expectKeptCounts();
    await db().deleteFrom('complete_edit').where('clinic_id', '=', ids[1]).where('section', '=', 8).execute();
    await save(0, 6, ['RU'], 9000);
    await expectKeptCounts();
  });
});
