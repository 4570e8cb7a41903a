// What the public would see of a clinic in one language (the preview page): its texts, and only
// the selected, active and visible parts of its profile. SQL only.

import type { EditLang } from '../../common/lang';
import type { Db } from '../db/kysely';

export async function publicProfile(db: Db, clinicId: number, lang: EditLang) {
  const [clinic, texts, profile, city, languages, accreditations, specialties, services, doctors, reviews] = await Promise.all([
    db.selectFrom('clinics').select(['rating', 'city_id']).where('id', '=', clinicId).executeTakeFirst(),
    db.selectFrom('clinic_l10n').selectAll().where('clinic_id', '=', clinicId).where('lang', '=', lang).executeTakeFirst(),
    db.selectFrom('clinic_profile_l10n').selectAll().where('clinic_id', '=', clinicId).where('lang', '=', lang).executeTakeFirst(),
    db
      .selectFrom('clinics as c')
      .innerJoin('city_l10n as l', (j) => j.onRef('l.city_id', '=', 'c.city_id').on('l.lang', '=', lang))
      .select('l.name')
      .where('c.id', '=', clinicId)
      .executeTakeFirst(),
    db.selectFrom('clinic_languages').select('code').where('clinic_id', '=', clinicId).orderBy('code').execute(),
    db.selectFrom('clinic_accreditations').select('code').where('clinic_id', '=', clinicId).orderBy('code').execute(),
    db
      .selectFrom('clinic_specialties as x')
      .innerJoin('specialties as s', 's.id', 'x.specialty_id')
      .innerJoin('specialty_l10n as l', (j) => j.onRef('l.specialty_id', '=', 's.id').on('l.lang', '=', lang))
      .select(['l.name', 'x.price', 'x.l_price'])
      .where('x.clinic_id', '=', clinicId)
      .where('x.selected', '=', 1)
      .where('s.active', '=', 1)
      .orderBy('l.name')
      .execute(),
    db
      .selectFrom('clinic_services as x')
      .innerJoin('service_l10n as l', (j) => j.onRef('l.service_id', '=', 'x.service_id').on('l.lang', '=', lang))
      .select('l.name')
      .where('x.clinic_id', '=', clinicId)
      .where('x.selected', '=', 1)
      .orderBy('l.name')
      .execute(),
    // The local layer (doctor_ll10n) is what the portal shows once it exists.
    db
      .selectFrom('clinic_doctors as cd')
      .innerJoin('doctors as d', 'd.id', 'cd.doctor_id')
      .leftJoin('doctor_l10n as m', (j) => j.onRef('m.doctor_id', '=', 'd.id').on('m.lang', '=', lang))
      .leftJoin('doctor_ll10n as o', (j) => j.onRef('o.doctor_id', '=', 'd.id').on('o.lang', '=', lang))
      .select((eb) => [
        eb.fn.coalesce('o.name', 'm.name').as('name'),
        eb.fn.coalesce('o.specialty', 'm.specialty').as('specialty'),
        eb.fn.coalesce('o.visible', 'm.visible').as('visible'),
      ])
      .where('cd.clinic_id', '=', clinicId)
      .where('cd.published', '=', 1)
      .where('d.active', '=', 1)
      .orderBy('cd.position')
      .execute(),
    db
      .selectFrom('reviews')
      .select(['name', 'review', 'rating', 'published_dt'])
      .where('clinic_id', '=', clinicId)
      .where('lang', '=', lang)
      .where('visible', '=', 1)
      .where('published', '=', 1)
      .where('deleted', '=', 0)
      .orderBy('published_dt', 'desc')
      .limit(5)
      .execute(),
  ]);
  return {
    clinic,
    texts,
    profile,
    city: city?.name ?? '',
    languages: languages.map((l) => l.code),
    accreditations: accreditations.map((a) => a.code),
    specialties,
    services: services.map((s) => s.name),
    doctors: doctors.filter((d) => Number(d.visible) === 1 && d.name),
    reviews,
  };
}
