// Row types of clinics and their profile content (migrations 2026_11_22_003_2 and _4).
// Timestamps are epoch milliseconds; flags are 0/1.
import type { Generated } from 'kysely';
import type { SectionState } from '../../common/completion';
import type { EditLang } from '../../common/lang';

export type ClinicState = 'ACTIVE' | 'DISABLED';

export interface ClinicsTable {
  id: Generated<number>;
  orig_id: number | null;
  hash: string;
  slug: string;
  state: ClinicState;
  country: string;
  region: number | null;
  city_id: number | null;
  super_agent_id: number | null;
  by_medimost: number;
  agreement: number;
  direct_lead: number;
  latitude: number | null;
  longitude: number | null;
  rating: number | null;
  time_zone: string | null;
  l_logo_hash: string | null;
  l_logo_file_type: string | null;
  m_logo_hash: string | null;
  m_logo_file_type: string | null;
  oms_description: string | null;
  children_description: string | null;
  response_rate: number | null;
  price_segment: string | null;
  recommended: number;
  updated_by: number | null;
  created: number;
  updated: number;
  /** Complete profile sections per language, kept by triggers on complete_edit (migration 2026_12_07_02). */
  complete_ru: Generated<number>;
  complete_en: Generated<number>;
}

export interface ClinicL10nTable {
  clinic_id: number;
  lang: EditLang;
  visible: number;
  name: string;
  short_name: string;
  search_name: string;
  city: string;
  address: string;
  phone: string;
  email: string;
  website: string;
}

export interface ClinicSearchTable {
  clinic_id: number;
  tail: string;
}

export interface ClinicProfileL10nTable {
  clinic_id: number;
  lang: EditLang;
  accreditation: string;
  airport_address: string;
  airport_way: string;
  placement: string;
  description: string;
  seo_description: string;
  keywords: string;
  clinic_offer: Generated<string>;
  clinic_adv: Generated<string>;
  special_offer: Generated<string>;
}

export interface ClinicCitiesTable {
  clinic_id: number;
  city_id: number;
}

export interface ClinicCodesTable {
  clinic_id: number;
  code: string;
}

export interface ClinicVideoLinksTable {
  clinic_id: number;
  position: number;
  url: string;
}

export interface CompleteEditTable {
  clinic_id: number;
  section: number;
  lang: EditLang;
  cd: number | null;
  rd: number | null;
  /** Kept by repositories/completeEdit.ts from both languages' marks (migration 2026_11_24_004). */
  state: Generated<SectionState>;
}

/** How many clinics' marks are in each state, per section and language (the completeness view). */
export interface CompletionCountsTable {
  section: number;
  lang: EditLang;
  state: SectionState;
  clinics: number;
}

export interface ClinicModulesTable {
  id: Generated<number>;
  orig_id: number;
  clinic_id: number;
  module: string;
  connection: string;
  state: string;
  valid_until: number | null;
  price: number | null;
  created: number;
  updated: number;
}

export interface PreviewTokensTable {
  token_hash: string;
  kind: 'CLINIC' | 'DOCTOR' | 'ARTICLE';
  owner_id: number;
  created: number;
  expires: number;
}

export interface PicturesTable {
  id: Generated<number>;
  clinic_id: number | null;
  doctor_id: number | null;
  agent_id: number | null;
  orig_id: number | null;
  hash: string;
  file_type: string;
  size: number;
  width: number;
  height: number;
  main_img: number;
  visible: number;
  deleted: number;
  position: number;
  created: number;
  updated: number;
}

export interface PictureL10nTable {
  picture_id: number;
  lang: EditLang;
  alt: string;
}

export interface ClinicFilesTable {
  id: Generated<number>;
  orig_id: number | null;
  clinic_id: number;
  hash: string;
  name: string;
  size: number;
  file_type: string;
  visible: number;
  deleted: number;
  created: number;
  updated: number;
}

interface ClinicLink {
  id: Generated<number>;
  clinic_id: number;
  selected: number;
  created: number;
  updated: number;
}

export interface ClinicCategoriesTable extends ClinicLink {
  category_id: number;
  oms: Generated<number>;
  children: Generated<number>;
}

interface Prices {
  price: number | null;
  l_price: Generated<number | null>;
  l_price_end: Generated<number | null>;
  domestic: Generated<number>;
  exterior: Generated<number>;
}

/** 1: `selected` is a staff choice, which the synchronisation keeps (docs/catalogue-format.md). */
interface StaffChoice {
  staff_selected: Generated<number>;
}

export interface ClinicSpecialtiesTable extends ClinicLink, Prices, StaffChoice {
  specialty_id: number;
}

export interface ClinicServicesTable extends ClinicLink, Prices, StaffChoice {
  service_id: number;
}

export interface ClinicLinkL10n {
  lang: EditLang;
  description: string;
}

export interface ClinicOmsTable {
  id: Generated<number>;
  orig_id: number;
  clinic_id: number;
  code: string;
  name: string;
  active: number;
}

export interface ClinicTables {
  clinics: ClinicsTable;
  clinic_l10n: ClinicL10nTable;
  clinic_search: ClinicSearchTable;
  clinic_profile_l10n: ClinicProfileL10nTable;
  clinic_cities: ClinicCitiesTable;
  clinic_languages: ClinicCodesTable;
  clinic_accreditations: ClinicCodesTable;
  clinic_video_links: ClinicVideoLinksTable;
  complete_edit: CompleteEditTable;
  completion_counts: CompletionCountsTable;
  clinic_modules: ClinicModulesTable;
  preview_tokens: PreviewTokensTable;
  pictures: PicturesTable;
  picture_l10n: PictureL10nTable;
  clinic_files: ClinicFilesTable;
  clinic_categories: ClinicCategoriesTable;
  clinic_category_l10n: ClinicLinkL10n & { clinic_category_id: number };
  clinic_category_video_links: { clinic_category_id: number; position: number; url: string };
  clinic_specialties: ClinicSpecialtiesTable;
  clinic_specialty_l10n: ClinicLinkL10n & { clinic_specialty_id: number };
  clinic_services: ClinicServicesTable;
  clinic_service_l10n: ClinicLinkL10n & { clinic_service_id: number; price_text: string };
  clinic_oms: ClinicOmsTable;
}
