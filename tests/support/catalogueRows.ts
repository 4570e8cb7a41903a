// A small reference catalogue for the profile's specialties and services suites: one category of
// each kind with two entries (the second specialty inactive), both names.
import type { Db } from '../../server/db/kysely';

export type SmallCatalogue = { specialtyCategory: number; serviceCategory: number; specialties: number[]; services: number[] };

const names = (ru: string, en: string) => [
  { lang: 'RU' as const, name: ru },
  { lang: 'EN' as const, name: en },
];

export async function addSmallCatalogue(db: Db): Promise<SmallCatalogue> {
  const now = Date.now();
  const times = { created: now, updated: now };
  const category = async (kind: 'SPECIALTY' | 'SERVICE', origId: number, ru: string, en: string) => {
    const { id } = await db
      .insertInto('categories')
      .values({ kind, orig_id: origId, active: 1, medical: 1, position: 0, ...times })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('category_l10n')
      .values(names(ru, en).map((n) => ({ category_id: id, ...n })))
      .execute();
    return id;
  };
  const specialtyCategory = await category('SPECIALTY', 901, 'Кардиология', 'Cardiology');
  const serviceCategory = await category('SERVICE', 902, 'Диагностика', 'Diagnostics');
  const specialties: number[] = [];
  for (const [index, [ru, en, active]] of (
    [
      ['Аритмия', 'Arrhythmia', 1],
      ['Гипертония', 'Hypertension', 0],
    ] as const
  ).entries()) {
    const { id } = await db
      .insertInto('specialties')
      .values({ orig_id: 9100 + index, active, procedure: 0, important: 0, ...times })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('specialty_l10n')
      .values(names(ru, en).map((n) => ({ specialty_id: id, ...n, search_name: n.name.toLowerCase() })))
      .execute();
    await db.insertInto('category_specialties').values({ category_id: specialtyCategory, specialty_id: id, position: index }).execute();
    specialties.push(id);
  }
  const services: number[] = [];
  for (const [index, [ru, en]] of [
    ['МРТ', 'MRI'],
    ['УЗИ', 'Ultrasound'],
  ].entries()) {
    const { id } = await db
      .insertInto('services')
      .values({ orig_id: 9200 + index, active: 1, important: index === 0 ? 1 : 0, ...times })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('service_l10n')
      .values(names(ru, en).map((n) => ({ service_id: id, ...n })))
      .execute();
    await db.insertInto('category_services').values({ category_id: serviceCategory, service_id: id, position: index }).execute();
    services.push(id);
  }
  return { specialtyCategory, serviceCategory, specialties, services };
}
