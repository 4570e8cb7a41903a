// The clinic doctors step's calls on a synchronised demo catalogue, on every dialect: the list of a
// clinic's doctors with both layers, their links and marks; the base and description sections
// (refusals in the session language with nothing stored, saves to the local layer with the history
// row, the mark and the version check), the read-only specialties, approval, visibility per
// language, the preview link and page, and the avatar (upload within 640x640, alt, delete, copy of
// the catalogue's); other roles and unknown clinics and doctors.

import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueApp } from '../support/catalogue';
import { Client } from '../support/client';
import { dialects } from '../support/testApp';
import { photo, upload } from '../support/uploads';
import { addUser, PASSWORD } from '../support/users';

process.env.DEMO_CLINICS = '2';

const UNKNOWN = '00000000-0000-0000-0000-000000000000';

type Doctor = { id: number; hash: string; l10n: Record<string, { name: string } | null>; ll10n: Record<string, unknown> };

describe.each(dialects())('clinic doctors on $name', (dialect) => {
  let t: Awaited<ReturnType<typeof catalogueApp>>;
  let clinic: { id: number; hash: string };

  beforeAll(async () => {
    t = await catalogueApp(dialect);
    clinic = await t.app.db
      .selectFrom('clinics')
      .innerJoin('clinic_doctors', 'clinic_doctors.clinic_id', 'clinics.id')
      .select(['clinics.id', 'clinics.hash'])
      .orderBy('clinics.id')
      .executeTakeFirstOrThrow();
  });
  afterAll(() => t.close());

  it('lists the clinic doctors with both layers, the links and the marks', async () => {
    const res = await t.admin.get(`/api/admin/doctors/${clinic.hash}`);
    expect(res.statusCode, res.body).toBe(200);
    const { doctors, clinicDoctors } = res.json() as { doctors: Doctor[]; clinicDoctors: { doctorId: number; published: boolean }[] };
    const links = await t.app.db
      .selectFrom('clinic_doctors')
      .select(['doctor_id', 'published'])
      .where('clinic_id', '=', clinic.id)
      .execute();
    expect(clinicDoctors.map((l) => l.doctorId).sort()).toEqual(links.map((l) => Number(l.doctor_id)).sort());
    expect(doctors.map((d) => d.id)).toEqual(clinicDoctors.map((l) => l.doctorId));
    const first = doctors[0];
    const catalogue = await t.app.db
      .selectFrom('doctor_l10n')
      .select('name')
      .where('doctor_id', '=', first.id)
      .where('lang', '=', 'RU')
      .executeTakeFirstOrThrow();
    expect(first.l10n.RU?.name).toBe(catalogue.name);
    expect(first.ll10n).toEqual({ RU: null, EN: null });
    expect(first).toMatchObject({ completeEdit: { RU: { cd: {}, rd: {} }, EN: { cd: {}, rd: {} } }, llanguages: [] });
  });

  const goodBase = {
    locals: 'RU',
    slug: '',
    name: 'Иванова Мария Петровна',
    medicalDegree: 'к.м.н.',
    shortDescription: 'Кардиолог с опытом',
    specialty: 'Кардиология',
    experience: '1998',
    languages: ['RU', 'EN'],
    seoDescription: '',
    keywords: 'кардиолог',
  };
  const history = async (id: number) =>
    (await t.admin.get(`/api/admin/history?entity=doctors&entityId=${id}`)).json().items as { action: string; changes: object }[];

  it("saves a catalogue doctor's base and description unchanged, as the form loaded them", async () => {
    const { doctors } = (await t.admin.get(`/api/admin/doctors/${clinic.hash}`)).json() as { doctors: Doctor[] };
    for (const doctor of doctors.slice(3)) {
      for (const section of ['base', 'description'] as const) {
        const loaded = (await t.admin.get(`/api/admin/doctor/${section}/${doctor.hash}?locals=EN`)).json()[section];
        const { updated: _version, ...form } = loaded;
        const res = await t.admin.post(`/api/admin/doctor/${section}/${doctor.hash}`, { form });
        expect(res.statusCode, `${section}: ${res.body}`).toBe(200);
      }
    }
  });

  it('refuses a bad base in the session language and stores nothing', async () => {
    const [doctor] = (await t.admin.get(`/api/admin/doctors/${clinic.hash}`)).json().doctors as Doctor[];
    const bad = { ...goodBase, name: 'Ив', shortDescription: 'abc', specialty: '', experience: '1850', languages: ['RU', 'XX'] };
    const res = await t.admin.post(`/api/admin/doctor/base/${doctor.hash}`, { form: bad });
    expect(res.statusCode).toBe(400);
    const error = res.json().error as Record<string, string[]>;
    expect(Object.keys(error).sort()).toEqual(['experience', 'languages.1', 'name', 'shortDescription', 'specialty']);
    expect(error.experience).toEqual(['Укажите год начала практики: 19xx или 20xx']);
    expect(error.name).toEqual(['Минимальная длина — 5']);
    expect(await t.app.db.selectFrom('doctor_ll10n').selectAll().where('doctor_id', '=', doctor.id).execute()).toEqual([]);
    const eleven = ['AR', 'ZH', 'EN', 'FR', 'DE', 'HI', 'IT', 'JA', 'KO', 'RU', 'ES'];
    const many = await t.admin.post(`/api/admin/doctor/base/${doctor.hash}`, { form: { ...goodBase, languages: eleven } });
    expect(many.json().error).toEqual({ languages: ['Можно выбрать не более 10'] });
  });

  it('saves the base to the local layer, fills a blank slug from the name, marks it and checks the version', async () => {
    const [, doctor] = (await t.admin.get(`/api/admin/doctors/${clinic.hash}`)).json().doctors as Doctor[];
    const loaded = (await t.admin.get(`/api/admin/doctor/base/${doctor.hash}?locals=RU`)).json();
    expect(loaded.base.name).toBe(doctor.l10n.RU?.name);
    const headers = { 'if-match': String(loaded.base.updated) };
    const res = await t.admin.post(`/api/admin/doctor/base/${doctor.hash}`, { form: goodBase, headers });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().completeEdit.RU.cd['1']).toBeLessThan(res.json().completeEdit.RU.rd['1']);
    const after = (await t.admin.get(`/api/admin/doctor/base/${doctor.hash}?locals=RU`)).json();
    expect(after.base).toMatchObject({ slug: 'ivanova-mariya-petrovna', name: goodBase.name, experience: '1998', languages: ['EN', 'RU'] });
    expect(after.doctor.name.RU).toBe(goodBase.name);
    // The catalogue layer is untouched; the English texts are still the catalogue's.
    const catalogue = await t.app.db
      .selectFrom('doctor_l10n')
      .select('name')
      .where('doctor_id', '=', doctor.id)
      .where('lang', '=', 'RU')
      .executeTakeFirstOrThrow();
    expect(catalogue.name).toBe(doctor.l10n.RU?.name);
    expect((await t.admin.get(`/api/admin/doctor/base/${doctor.hash}?locals=EN`)).json().base.name).toBe(doctor.l10n.EN?.name);
    const stale = await t.admin.post(`/api/admin/doctor/base/${doctor.hash}`, { form: goodBase, headers });
    expect(stale.statusCode).toBe(409);
    expect((await history(doctor.id)).map((h) => h.action)).toEqual(['update']);
    const list = (await t.admin.get(`/api/admin/doctors/${clinic.hash}`)).json().doctors as Doctor[];
    expect(list.find((d) => d.id === doctor.id)?.ll10n.RU).toMatchObject({ name: goodBase.name });
    // A slug another doctor has is refused on its field.
    const [first] = list;
    // One language is one multipart field, still a list.
    const single = await t.admin.post(`/api/admin/doctor/base/${doctor.hash}`, {
      form: { ...goodBase, slug: after.base.slug, languages: ['RU'] },
    });
    expect(single.statusCode, single.body).toBe(200);
    expect((await t.admin.get(`/api/admin/doctor/base/${doctor.hash}?locals=RU`)).json().base.languages).toEqual(['RU']);
    const taken = await t.admin.post(`/api/admin/doctor/base/${first.hash}`, { form: { ...goodBase, slug: 'ivanova-mariya-petrovna' } });
    expect(taken.json().error).toEqual({ slug: ['Этот адрес (slug) уже используется'] });
  });

  it('saves a sanitised description, refuses a short one, lists the specialties and approves', async () => {
    const [, , doctor] = (await t.admin.get(`/api/admin/doctors/${clinic.hash}`)).json().doctors as Doctor[];
    const short = await t.admin.post(`/api/admin/doctor/description/${doctor.hash}`, {
      form: { locals: 'EN', description: '<p>Too short</p>' },
    });
    expect(short.json().error).toEqual({ description: ['Минимальная длина — 15'] });
    const html = '<p onclick="x()">A cardiologist <b>with</b> twenty years<script>alert(1)</script></p>';
    const res = await t.admin.post(`/api/admin/doctor/description/${doctor.hash}`, { form: { locals: 'EN', description: html } });
    expect(res.statusCode, res.body).toBe(200);
    const saved = (await t.admin.get(`/api/admin/doctor/description/${doctor.hash}?locals=EN`)).json();
    expect(saved.description.description).toBe('<p>A cardiologist <strong>with</strong> twenty years</p>');
    const { specialties } = (await t.admin.get(`/api/admin/doctorselectedspecialties?hash=${doctor.hash}`)).json();
    const links = await t.app.db.selectFrom('doctor_specialties').select('specialty_id').where('doctor_id', '=', doctor.id).execute();
    expect(specialties.map((s: { id: number }) => s.id).sort()).toEqual(links.map((l) => Number(l.specialty_id)).sort());
    const approved = await t.admin.post(`/api/admin/dapprove/${doctor.hash}`, { form: { locals: 'RU', menu: '2' } });
    expect(approved.statusCode, approved.body).toBe(200);
    const aux = (await t.admin.get(`/api/admin/doctors/aux/${doctor.hash}?locals=RU`)).json();
    expect(aux.rd['2']).toBeGreaterThan(0);
    expect((await t.admin.get(`/api/admin/doctors/aux/${doctor.hash}?locals=EN`)).json().cd['3']).toBeGreaterThan(0);
    expect((await t.admin.post(`/api/admin/dapprove/${doctor.hash}`, { form: { locals: 'RU', menu: '9' } })).statusCode).toBe(400);
  });

  it('toggles visibility per language and opens a preview of a visible doctor', async () => {
    const [doctor] = (await t.admin.get(`/api/admin/doctors/${clinic.hash}`)).json().doctors as Doctor[];
    const off = await t.admin.post('/api/admin/toggleclinicdoctor', { form: { locals: 'EN', visible: 'false', doctorid: doctor.id } });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().visible.EN).toBe(false);
    const on = await t.admin.post('/api/admin/toggleclinicdoctor', { form: { locals: 'RU', visible: 'true', doctorid: doctor.id } });
    expect(on.json().visible).toEqual({ RU: true, EN: false });
    const { url } = (await t.admin.get(`/api/admin/getdoctorpreviewhash/${doctor.hash}`)).json();
    const page = await t.app.inject({ method: 'GET', url: new URL(url).pathname });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(doctor.l10n.RU?.name);
    expect((await t.app.inject({ method: 'GET', url: new URL(url).pathname.replace('/doctor/', '/clinic/') })).statusCode).toBe(404);
  });

  it('uploads an avatar within 640x640, sets its alt, deletes it, and copies the catalogue avatar once', async () => {
    const withAvatar = await t.app.db
      .selectFrom('doctors')
      .select(['id', 'hash'])
      .where('avatar_hash', 'is not', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const png = { filename: 'me.png', contentType: 'image/png', content: await photo(1000, 1000).png().toBuffer() };
    const res = await upload(t.admin, `/api/admin/doctoravatar/upload/${withAvatar.hash}`, {}, png);
    expect(res.statusCode, res.body).toBe(200);
    const { lAvatar, mAvatar } = res.json();
    expect(lAvatar.url).toBe(`/images/doctor/${lAvatar.hash}.png`);
    const served = await t.app.inject({ method: 'GET', url: lAvatar.url });
    expect(served.headers['content-type']).toBe('image/png');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ width: 640, height: 640 });
    const thumb = await t.app.inject({ method: 'GET', url: lAvatar.thumb });
    expect(await sharp(thumb.rawPayload).metadata()).toMatchObject({ width: 88, height: 88 });
    const alt = await t.admin.post('/api/admin/doctorimage/alt', {
      json: { hash: withAvatar.hash, RU: 'Фото <b>врача</b>', EN: 'x'.repeat(257) },
    });
    expect(alt.json().error).toEqual({ EN: ['Максимальная длина — 256'] });
    const altOk = await t.admin.post('/api/admin/doctorimage/alt', {
      json: { hash: withAvatar.hash, RU: 'Фото <b>врача</b>', EN: 'Photo' },
    });
    expect(altOk.json().alt).toEqual({ RU: 'Фото врача', EN: 'Photo' });
    expect((await t.admin.post(`/api/admin/transferdoclogo/${withAvatar.hash}`)).statusCode).toBe(409);
    const deleted = await t.admin.post('/api/admin/doctoravatar/delete', { json: { hash: withAvatar.hash } });
    expect(deleted.json().lAvatar).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: lAvatar.url })).statusCode).toBe(404);
    const copied = await t.admin.post(`/api/admin/transferdoclogo/${withAvatar.hash}`);
    expect(copied.statusCode, copied.body).toBe(200);
    expect(copied.json().lAvatar.hash).not.toBe(mAvatar.hash);
    expect((await t.app.inject({ method: 'GET', url: copied.json().lAvatar.thumb })).statusCode).toBe(200);
    const wrong = await upload(
      t.admin,
      `/api/admin/doctoravatar/upload/${withAvatar.hash}`,
      {},
      { ...png, content: Buffer.from('MZ not an image at all'.repeat(100)) },
    );
    expect(wrong.statusCode).toBe(400);
    expect((await history(withAvatar.id)).length).toBeGreaterThanOrEqual(4);
  });

  it('answers 404 for an unknown clinic and 403 to other roles', async () => {
    expect((await t.admin.get(`/api/admin/doctors/${UNKNOWN}`)).statusCode).toBe(404);
    expect((await t.admin.get('/api/admin/doctors/not-a-hash')).statusCode).toBe(400);
    await addUser(t.app, 'manager@test.local', ['MANAGER']);
    const manager = new Client(t.app);
    await manager.login('manager@test.local', PASSWORD);
    expect((await manager.get(`/api/admin/doctors/${clinic.hash}`)).statusCode).toBe(403);
    expect((await t.admin.get(`/api/admin/doctor/base/${UNKNOWN}?locals=RU`)).statusCode).toBe(404);
    expect(
      (await t.admin.post('/api/admin/toggleclinicdoctor', { form: { locals: 'RU', visible: 'true', doctorid: '999999' } })).statusCode,
    ).toBe(404);
    expect((await t.admin.post(`/api/admin/transferdoclogo/${UNKNOWN}`)).statusCode).toBe(404);
  });
});
