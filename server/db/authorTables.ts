// Row types of the authors (migrations/2026_11_25_02_authors.ts). Timestamps are epoch
// milliseconds; flags are 0/1.
import type { Generated } from 'kysely';

export interface AuthorsTable {
  id: Generated<number>;
  active: Generated<number>;
  is_doctor: number;
  first_name: string;
  patronymic_name: string;
  last_name: string;
  person_description: string;
  link: string;
  position: string;
  description: string;
  seniority: string;
  degree: string;
  clinic: string;
  photo_hash: string | null;
  photo_file_type: string | null;
  created: number;
  updated: number;
}

/** 002 §9 "Social networks". */
export const SOCIAL_NETWORKS = ['VK', 'FB', 'OK', 'LI'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export interface AuthorTables {
  authors: AuthorsTable;
  author_social_links: { author_id: number; network: SocialNetwork; url: string };
}
