// Flat snapshots of advertising records for the history (see snapshots.ts): a retired holder or
// promo reads as absent, so its soft delete is recorded as a delete.
import type { Db } from '../../db/kysely';
import { advertiserRow, bannerRow, promoRow } from '../../repositories/advert';
import { advertiserAnswers, bannerAnswers, promoAnswers } from '../advert/advertAnswers';
import type { SnapshotReader } from './snapshots';

export const advertiserSnapshot: SnapshotReader = async (db: Db, id: number) => {
  const row = await advertiserRow(db, id);
  if (!row) return undefined;
  const [holder] = await advertiserAnswers(db, [row]);
  return { name: holder.name, clinicIds: holder.clinicIds };
};

export const promoSnapshot: SnapshotReader = async (db: Db, id: number) => {
  const row = await promoRow(db, id);
  if (!row) return undefined;
  const [promo] = await promoAnswers(db, [row]);
  const { name, clinicId, advertiserId, startDate, endDate, categories, diseases } = promo;
  return { name, clinicId, advertiserId, startDate, endDate, categories, diseases };
};

export const bannerSnapshot: SnapshotReader = async (db: Db, id: number) => {
  const row = await bannerRow(db, id);
  if (!row) return undefined;
  const [banner] = await bannerAnswers(db, [row]);
  const { type, promoId, url, link, marker, pages, textType, categories, diseases, clinics } = banner;
  return { type, promoId, url, image: link, marker, pages, textType, categories, diseases, clinics };
};
