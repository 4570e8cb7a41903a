// Row types of advertising (migrations/2026_11_25_05_advertising.ts). Timestamps are epoch
// milliseconds (a promo's dates: 00:00 UTC of the day); flags are 0/1.
import type { Generated } from 'kysely';

export interface AdvertisersTable {
  id: Generated<number>;
  name: string;
  active: Generated<number>;
  created: number;
  updated: number;
}

export interface PromosTable {
  id: Generated<number>;
  advertiser_id: number | null;
  clinic_id: number | null;
  name: string;
  start_date: number;
  end_date: number;
  active: Generated<number>;
  created: number;
  updated: number;
}

export interface BannersTable {
  id: Generated<number>;
  promo_id: number;
  type: string;
  url: Generated<string>;
  image_hash: string | null;
  image_file_type: string | null;
  image_width: number | null;
  image_height: number | null;
  marker: Generated<string>;
  created: number;
  updated: number;
}

export interface AdvertTables {
  advertisers: AdvertisersTable;
  advertiser_clinics: { advertiser_id: number; clinic_id: number };
  promos: PromosTable;
  promo_categories: { promo_id: number; category_id: number };
  promo_specialties: { promo_id: number; specialty_id: number };
  banners: BannersTable;
  banner_pages: { banner_id: number; page: string };
  banner_text_types: { banner_id: number; text_type: string };
  banner_categories: { banner_id: number; category_id: number };
  banner_specialties: { banner_id: number; specialty_id: number };
  banner_clinics: { banner_id: number; clinic_id: number };
}
