// Row types of doctors and reviews (migration 2026_11_22_003_3). Timestamps are epoch
// milliseconds; flags are 0/1.
import type { Generated } from 'kysely';
import type { EditLang } from '../../common/lang';

export interface DoctorsTable {
  id: Generated<number>;
  orig_id: number | null;
  hash: string;
  slug: string;
  birth_year: number | null;
  l_birth_year: Generated<number | null>;
  experience: number | null;
  l_experience: Generated<number | null>;
  avatar_hash: string | null;
  avatar_file_type: string | null;
  l_avatar_hash: Generated<string | null>;
  l_avatar_file_type: Generated<string | null>;
  active: number;
  created: number;
  updated: number;
}

/** doctor_l10n (catalogue layer) and doctor_ll10n (local layer) share one shape. */
export interface DoctorTextsTable {
  doctor_id: number;
  lang: EditLang;
  name: string;
  medical_degree: string;
  short_description: string;
  specialty: string;
  seo_description: string;
  keywords: string;
  description: string;
  visible: number;
  alt: string;
}

export interface DoctorLanguagesTable {
  doctor_id: number;
  local: number;
  code: string;
}

export interface DoctorSpecialtiesTable {
  doctor_id: number;
  specialty_id: number;
}

export interface ClinicDoctorsTable {
  clinic_id: number;
  doctor_id: number;
  published: number;
  position: number;
}

export interface DoctorCompleteEditTable {
  doctor_id: number;
  section: number;
  lang: EditLang;
  cd: number | null;
  rd: number | null;
}

export interface ReviewsTable {
  id: Generated<number>;
  orig_id: number | null;
  clinic_id: number;
  is_patient: number;
  source: 'MM' | 'LG';
  lang: EditLang;
  name: string;
  published_dt: number;
  cured_dt: number | null;
  review: string;
  rating: number;
  country: string;
  youtube: string;
  all_categories: number;
  avatar_hash: string | null;
  avatar_file_type: string | null;
  published: number;
  visible: number;
  deleted: number;
  created: number;
  updated: number;
}

export interface DoctorTables {
  doctors: DoctorsTable;
  doctor_l10n: DoctorTextsTable;
  doctor_ll10n: DoctorTextsTable;
  doctor_languages: DoctorLanguagesTable;
  doctor_specialties: DoctorSpecialtiesTable;
  clinic_doctors: ClinicDoctorsTable;
  doctor_complete_edit: DoctorCompleteEditTable;
  reviews: ReviewsTable;
  review_categories: { review_id: number; category_id: number };
  review_specialties: { review_id: number; specialty_id: number };
  review_doctors: { review_id: number; doctor_id: number };
}
