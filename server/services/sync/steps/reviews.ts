// Step 12: imported reviews (read-only here, all columns but `visible` owned by the catalogue)
// with their categories, specialties and doctors. Reviews that leave are marked deleted.
import { addedAndUpdated, type Step, tally } from '../stepTypes';
import { bigTable, dayMs, dayMsOrNull, writeEntities } from '../write/entities';
import { replaceLinks } from '../write/links';
import { catalogueIds, resolver } from '../write/lookups';
import type { Row, UpsertSpec } from '../write/upsert';

const OWNED = [
  'clinic_id',
  'is_patient',
  'source',
  'lang',
  'name',
  'published_dt',
  'cured_dt',
  'review',
  'rating',
  'country',
  'youtube',
  'all_categories',
  'avatar_hash',
  'avatar_file_type',
  'published',
  'deleted',
];
const reviews: UpsertSpec = {
  table: 'reviews',
  key: ['orig_id'],
  columns: ['orig_id', ...OWNED, 'visible', 'created', 'updated'],
  update: OWNED,
  touch: 'updated',
  returning: ['id', 'orig_id'],
};
const links = {
  categories: { table: 'review_categories', owner: 'review_id', value: 'category_id' },
  specialties: { table: 'review_specialties', owner: 'review_id', value: 'specialty_id' },
  doctors: { table: 'review_doctors', owner: 'review_id', value: 'doctor_id' },
};

export const syncReviews: Step = async ({ sql, source, now }) => {
  const counts = tally();
  const stored = await bigTable(sql, { table: 'reviews', mark: { column: 'deleted', value: 1, touch: true } });
  const seen = new Set<number>();
  const ids = {
    clinics: await catalogueIds(sql, 'clinics'),
    categories: await catalogueIds(sql, 'categories', "kind = 'SPECIALTY'"),
    specialties: await catalogueIds(sql, 'specialties'),
    doctors: await catalogueIds(sql, 'doctors'),
  };
  for await (const batch of source.reviews()) {
    const clinic = resolver(ids.clinics);
    const refs = { categories: resolver(ids.categories), specialties: resolver(ids.specialties), doctors: resolver(ids.doctors) };
    const known = batch.flatMap((r) => {
      const clinicId = clinic.get(r.clinic);
      return clinicId === undefined ? [] : [{ r, clinicId }];
    });
    const rows = known.map(({ r, clinicId }) => {
      seen.add(r.origId);
      return {
        orig_id: r.origId,
        clinic_id: clinicId,
        is_patient: r.isPatient,
        source: r.source,
        lang: r.locals,
        name: r.name,
        published_dt: dayMs(r.publishedDt),
        cured_dt: dayMsOrNull(r.curedDt),
        review: r.review,
        rating: r.rating,
        country: r.country,
        youtube: r.youtube,
        all_categories: r.allCategories,
        avatar_hash: r.avatar?.hash ?? null,
        avatar_file_type: r.avatar?.fileType ?? null,
        published: r.published,
        deleted: 0,
        visible: r.visible,
        created: now,
        updated: now,
      };
    });
    const written = await writeEntities(sql, reviews, rows, stored);
    let skipped = clinic.skipped;
    for (const key of ['categories', 'specialties', 'doctors'] as const) {
      const column = links[key].value;
      const desired = new Map<number, Row[]>(
        known.map(({ r }) => [
          written.ids.get(r.origId) ?? 0,
          r[key].flatMap((origId) => [refs[key].get(origId)].filter((id) => id !== undefined).map((id) => ({ [column]: id }))),
        ]),
      );
      await replaceLinks(sql, links[key], desired, written.inserted);
      skipped += refs[key].skipped;
    }
    counts.add({ rows: batch.length, skipped, ...addedAndUpdated(written.existing, written.changed) });
  }
  counts.add({ removed: await stored.markUnseen(seen, now) });
  return counts;
};
