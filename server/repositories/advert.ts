// Rows of advertising: holders, promos and banners (docs/data-model.md "Advertising"). Holders and
// promos are soft-deleted: the readers here see active rows only. SQL only.
import type { Db } from '../db/kysely';

export const activeAdvertisers = (db: Db) =>
  db.selectFrom('advertisers').selectAll().where('active', '=', 1).orderBy('name').orderBy('id').execute();

export const advertiserRow = (db: Db, id: number) =>
  db.selectFrom('advertisers').selectAll().where('id', '=', id).where('active', '=', 1).executeTakeFirst();

export async function insertAdvertiser(trx: Db, name: string, now: number): Promise<number> {
  const row = await trx.insertInto('advertisers').values({ name, created: now, updated: now }).returning('id').executeTakeFirstOrThrow();
  return Number(row.id);
}

export const updateAdvertiser = (trx: Db, id: number, name: string, version: number) =>
  trx.updateTable('advertisers').set({ name, updated: version }).where('id', '=', id).execute();

export const retireAdvertiser = (trx: Db, id: number, version: number) =>
  trx.updateTable('advertisers').set({ active: 0, updated: version }).where('id', '=', id).execute();

/** Active promos, newest first; of one holder when `advertiserId` is given. */
export function activePromos(db: Db, advertiserId?: number) {
  let query = db.selectFrom('promos').selectAll().where('active', '=', 1);
  if (advertiserId !== undefined) query = query.where('advertiser_id', '=', advertiserId);
  return query.orderBy('id', 'desc').execute();
}

export const promoRow = (db: Db, id: number) =>
  db.selectFrom('promos').selectAll().where('id', '=', id).where('active', '=', 1).executeTakeFirst();

export type PromoValues = { name: string; advertiser_id: number | null; clinic_id: number | null; start_date: number; end_date: number };

export async function insertPromo(trx: Db, values: PromoValues, now: number): Promise<number> {
  const row = await trx
    .insertInto('promos')
    .values({ ...values, created: now, updated: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export const updatePromo = (trx: Db, id: number, values: Partial<PromoValues>, version: number) =>
  trx
    .updateTable('promos')
    .set({ ...values, updated: version })
    .where('id', '=', id)
    .execute();

export const retirePromo = (trx: Db, id: number, version: number) =>
  trx.updateTable('promos').set({ active: 0, updated: version }).where('id', '=', id).execute();

export const promoBanners = (db: Db, promoIds: number[]) =>
  promoIds.length === 0
    ? Promise.resolve([])
    : db.selectFrom('banners').selectAll().where('promo_id', 'in', promoIds).orderBy('id').execute();

/** A banner of an active promo. */
export const bannerRow = (db: Db, id: number) =>
  db
    .selectFrom('banners')
    .innerJoin('promos', 'promos.id', 'banners.promo_id')
    .selectAll('banners')
    .where('banners.id', '=', id)
    .where('promos.active', '=', 1)
    .executeTakeFirst();

export type BannerValues = { url: string; marker: string };
export type BannerImage = {
  image_hash: string | null;
  image_file_type: string | null;
  image_width: number | null;
  image_height: number | null;
};

export async function insertBanner(trx: Db, promoId: number, type: string, values: BannerValues & BannerImage, now: number) {
  const row = await trx
    .insertInto('banners')
    .values({ promo_id: promoId, type, ...values, created: now, updated: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export const updateBanner = (trx: Db, id: number, values: Partial<BannerValues & BannerImage>, version: number) =>
  trx
    .updateTable('banners')
    .set({ ...values, updated: version })
    .where('id', '=', id)
    .execute();
