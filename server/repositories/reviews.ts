// A clinic's reviews (001 §2 "Patient reviews", §3 "Review"; docs/data-model.md "Reviews"): the
// list with its picked categories, specialties and doctors, one review, and the writes of the
// review calls. Rows with orig_id are the catalogue's (read-only here but for `visible`). SQL only.
import type { Selectable } from 'kysely';
import type { ReviewsTable } from '../db/doctorTables';
import type { Db } from '../db/kysely';

export type ReviewRow = Selectable<ReviewsTable>;

/** The three pick lists of a review, by their wire names, and where each is stored. */
export const REVIEW_LINKS = {
  categories: { table: 'review_categories', column: 'category_id' },
  specialties: { table: 'review_specialties', column: 'specialty_id' },
  doctors: { table: 'review_doctors', column: 'doctor_id' },
} as const;

export type LinkName = keyof typeof REVIEW_LINKS;
export type ReviewLinks = Record<LinkName, number[]>;
const LINK_NAMES = Object.keys(REVIEW_LINKS) as LinkName[];

/** The review's own columns a save writes (the rest are the catalogue's or set elsewhere). */
export type ReviewValues = Pick<
  ReviewsTable,
  'lang' | 'name' | 'published_dt' | 'cured_dt' | 'review' | 'rating' | 'country' | 'youtube' | 'all_categories'
>;

/** The clinic's reviews of one kind (patients' or not), newest publication first. */
export function clinicReviews(db: Db, clinicId: number, isPatient: boolean): Promise<ReviewRow[]> {
  return db
    .selectFrom('reviews')
    .selectAll()
    .where('clinic_id', '=', clinicId)
    .where('is_patient', '=', isPatient ? 1 : 0)
    .orderBy('published_dt', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** The links of the clinic's reviews (one statement per list, whatever the number of reviews). */
export async function clinicReviewLinks(db: Db, clinicId: number): Promise<Map<number, ReviewLinks>> {
  const byReview = new Map<number, ReviewLinks>();
  for (const name of LINK_NAMES) {
    const { table, column } = REVIEW_LINKS[name];
    const rows = await db
      .selectFrom(`${table} as l` as 'review_categories as l')
      .innerJoin('reviews as r', 'r.id', 'l.review_id')
      .select(['l.review_id as reviewId', `l.${column} as value` as 'l.category_id as value'])
      .where('r.clinic_id', '=', clinicId)
      .orderBy('l.review_id')
      .orderBy(`l.${column}` as 'l.category_id')
      .execute();
    for (const { reviewId, value } of rows) {
      const links = byReview.get(reviewId) ?? { categories: [], specialties: [], doctors: [] };
      links[name].push(Number(value));
      byReview.set(reviewId, links);
    }
  }
  return byReview;
}

/** One review's links. */
export async function reviewLinks(db: Db, reviewId: number): Promise<ReviewLinks> {
  const links: ReviewLinks = { categories: [], specialties: [], doctors: [] };
  for (const name of LINK_NAMES) {
    const { table, column } = REVIEW_LINKS[name];
    const rows = await db
      .selectFrom(table as 'review_categories')
      .select(`${column} as value` as 'category_id as value')
      .where('review_id', '=', reviewId)
      .orderBy(column as 'category_id')
      .execute();
    links[name] = rows.map((row) => Number(row.value));
  }
  return links;
}

/** One review of the clinic (another clinic's id finds nothing). */
export function clinicReview(db: Db, clinicId: number, id: number): Promise<ReviewRow | undefined> {
  return db.selectFrom('reviews').selectAll().where('clinic_id', '=', clinicId).where('id', '=', id).executeTakeFirst();
}

export function reviewById(db: Db, id: number): Promise<ReviewRow | undefined> {
  return db.selectFrom('reviews').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Per list, the rows a pick may name: a category must be a medical one (001 §2: the
 * category/specialty picker lists GET activespecialties). */
const PICKABLE: Record<LinkName, (db: Db, ids: number[]) => Promise<{ id: number }[]>> = {
  categories: (db, ids) => db.selectFrom('categories').select('id').where('id', 'in', ids).where('kind', '=', 'SPECIALTY').execute(),
  specialties: (db, ids) => db.selectFrom('specialties').select('id').where('id', 'in', ids).execute(),
  doctors: (db, ids) => db.selectFrom('doctors').select('id').where('id', 'in', ids).execute(),
};

/** Of `ids`, those a pick of the list may name. */
export async function knownIds(db: Db, name: LinkName, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  return new Set((await PICKABLE[name](db, [...ids])).map((row) => Number(row.id)));
}

/** A review written here: source LG (the clinics' own), published, visible, never the catalogue's. */
export async function insertReview(db: Db, clinicId: number, isPatient: boolean, values: ReviewValues, now: number): Promise<number> {
  const row = await db
    .insertInto('reviews')
    .values({
      ...values,
      clinic_id: clinicId,
      orig_id: null,
      is_patient: isPatient ? 1 : 0,
      source: 'LG',
      published: 1,
      visible: 1,
      deleted: 0,
      avatar_hash: null,
      avatar_file_type: null,
      created: now,
      updated: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function updateReview(db: Db, id: number, values: ReviewValues, updated: number): Promise<void> {
  await db
    .updateTable('reviews')
    .set({ ...values, updated })
    .where('id', '=', id)
    .execute();
}

/** Replaces the review's picks: rows that stay are left alone. */
export async function replaceReviewLinks(db: Db, reviewId: number, links: ReviewLinks): Promise<void> {
  for (const name of LINK_NAMES) {
    const { table, column } = REVIEW_LINKS[name];
    const wanted = [...new Set(links[name])];
    let removal = db.deleteFrom(table as 'review_categories').where('review_id', '=', reviewId);
    if (wanted.length) removal = removal.where(column as 'category_id', 'not in', wanted);
    await removal.execute();
    if (wanted.length === 0) continue;
    await db
      .insertInto(table as 'review_categories')
      .values(wanted.map((value) => ({ review_id: reviewId, [column]: value }) as { review_id: number; category_id: number }))
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
}

export async function setReviewVisible(db: Db, id: number, visible: boolean, now: number): Promise<void> {
  await db
    .updateTable('reviews')
    .set({ visible: visible ? 1 : 0, updated: now })
    .where('id', '=', id)
    .execute();
}

export type Avatar = { hash: string; fileType: string } | null;

export async function setReviewAvatar(db: Db, id: number, avatar: Avatar, now: number): Promise<void> {
  await db
    .updateTable('reviews')
    .set({ avatar_hash: avatar?.hash ?? null, avatar_file_type: avatar?.fileType ?? null, updated: now })
    .where('id', '=', id)
    .execute();
}

/** Removes a review written here; its links go with it (ON DELETE CASCADE). */
export async function deleteLocalReview(db: Db, id: number): Promise<void> {
  await db.deleteFrom('reviews').where('id', '=', id).where('orig_id', 'is', null).execute();
}
