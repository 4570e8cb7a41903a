// The clinic doctors step's calls on a synchronised demo catalogue, on every dialect: the list of a
// clinic's doctors with both layers, their links and marks; other roles and unknown clinics.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueApp } from '../support/catalogue';
import { Client } from '../support/client';
import { dialects } from '../support/testApp';
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

  it('answers 404 for an unknown clinic and 403 to other roles', async () => {
    expect((await t.admin.get(`/api/admin/doctors/${UNKNOWN}`)).statusCode).toBe(404);
    expect((await t.admin.get('/api/admin/doctors/not-a-hash')).statusCode).toBe(400);
    await addUser(t.app, 'manager@test.local', ['MANAGER']);
    const manager = new Client(t.app);
    await manager.login('manager@test.local', PASSWORD);
    expect((await manager.get(`/api/admin/doctors/${clinic.hash}`)).statusCode).toBe(403);
  });
});
