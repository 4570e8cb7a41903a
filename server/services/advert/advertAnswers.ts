// Advertising rows turned into the documented answers (002 §3 "Promo", "Banner", "Advertiser",
// docs/api.md "Advertising"): ids lists beside each record, a promo's days as YYYY-MM-DD, a
// banner's image as its served path (`link`) with its pixel size.
import type { BannerType } from '../../../common/advert';
import type { AdvertisersTable, BannersTable, PromosTable } from '../../db/advertTables';
import type { Db } from '../../db/kysely';
import { promoBanners } from '../../repositories/advert';
import { linkValues } from '../../repositories/advertLinks';
import { shortNames } from '../../repositories/shortNames';
import { imageUrl } from '../files/images';

type Row<T> = { [K in keyof T]: T[K] extends import('kysely').Generated<infer V> ? V : T[K] };
export type AdvertiserRow = Row<AdvertisersTable>;
export type PromoRow = Row<PromosTable>;
export type BannerRow = Row<BannersTable>;

/** A promo's day on the wire: 00:00 UTC of it, as YYYY-MM-DD. */
export const dayText = (ms: number) => new Date(Number(ms)).toISOString().slice(0, 10);
export const dayMs = (day: string) => Date.parse(day.trim());

export async function advertiserAnswers(db: Db, rows: AdvertiserRow[]) {
  const ids = rows.map((r) => Number(r.id));
  const clinics = await linkValues<number>(db, 'advertiserClinics', ids);
  const names = await shortNames(db, 'clinics', [...clinics.values()].flat(), 'RU');
  return rows.map((row) => {
    const clinicIds = clinics.get(Number(row.id)) ?? [];
    const first = clinicIds[0];
    return {
      id: Number(row.id),
      name: row.name,
      clinicIds,
      isLinked: clinicIds.length > 0,
      clinic: first === undefined ? null : { id: first, name: names.get(first) ?? '' },
      clinics: clinicIds.map((id) => ({ id, name: names.get(id) ?? '' })),
      active: Number(row.active) === 1,
      created: Number(row.created),
      updated: Number(row.updated),
    };
  });
}

export async function bannerAnswers(db: Db, rows: BannerRow[]) {
  const ids = rows.map((r) => Number(r.id));
  const [pages, textTypes, categories, diseases, clinics] = await Promise.all([
    linkValues<string>(db, 'bannerPages', ids),
    linkValues<string>(db, 'bannerTextTypes', ids),
    linkValues<number>(db, 'bannerCategories', ids),
    linkValues<number>(db, 'bannerDiseases', ids),
    linkValues<number>(db, 'bannerClinics', ids),
  ]);
  return rows.map((row) => {
    const id = Number(row.id);
    const image = row.image_hash && row.image_file_type ? imageUrl('banner', row.image_hash, row.image_file_type) : null;
    return {
      id,
      type: row.type as BannerType,
      promoId: Number(row.promo_id),
      url: row.url,
      link: image,
      width: row.image_width === null ? null : Number(row.image_width),
      height: row.image_height === null ? null : Number(row.image_height),
      marker: row.marker,
      pages: pages.get(id) ?? [],
      textType: textTypes.get(id) ?? [],
      categories: categories.get(id) ?? [],
      diseases: diseases.get(id) ?? [],
      clinics: clinics.get(id) ?? [],
      created: Number(row.created),
      updated: Number(row.updated),
    };
  });
}

export async function promoAnswers(db: Db, rows: PromoRow[]) {
  const ids = rows.map((r) => Number(r.id));
  const [categories, diseases, bannerRows] = await Promise.all([
    linkValues<number>(db, 'promoCategories', ids),
    linkValues<number>(db, 'promoDiseases', ids),
    promoBanners(db, ids),
  ]);
  const banners = await bannerAnswers(db, bannerRows);
  const clinicIds = rows.flatMap((r) => (r.clinic_id === null ? [] : [Number(r.clinic_id)]));
  const names = await shortNames(db, 'clinics', clinicIds, 'RU');
  return rows.map((row) => {
    const id = Number(row.id);
    const clinicId = row.clinic_id === null ? null : Number(row.clinic_id);
    return {
      id,
      promoId: id,
      name: row.name,
      clinicId,
      clinic: clinicId === null ? null : { id: clinicId, name: names.get(clinicId) ?? '' },
      advertiserId: row.advertiser_id === null ? null : Number(row.advertiser_id),
      startDate: dayText(row.start_date),
      endDate: dayText(row.end_date),
      active: Number(row.active) === 1,
      categories: categories.get(id) ?? [],
      diseases: diseases.get(id) ?? [],
      banners: banners.filter((b) => b.promoId === id),
      created: Number(row.created),
      updated: Number(row.updated),
    };
  });
}
