// Row types of the media library and of the articles that use its images
// (migrations/2026_11_24_007_media_articles.ts). Timestamps are epoch milliseconds; flags are 0/1.
import type { Generated } from 'kysely';

export interface MediaFilesTable {
  id: Generated<number>;
  hash: string;
  file_type: string;
  alt: Generated<string>;
  xsize: number;
  ysize: number;
  size: number;
  created: number;
  updated: number;
}

/** How many files hold ids in [block * MEDIA_BLOCK, (block + 1) * MEDIA_BLOCK). */
export interface MediaBlocksTable {
  block: number;
  files: number;
}

/** Columns with a default (Generated) may be left out of an insert. */
export interface ArticlesTable {
  id: Generated<number>;
  typ: string;
  lang: string;
  rating: number | null;
  name: string;
  slug: string;
  teaser: Generated<string>;
  text: Generated<string>;
  text_long: Generated<string>;
  published_dt: number;
  media_id: number | null;
  media_alt: Generated<string>;
  media_description: Generated<string>;
  html_title: Generated<string>;
  seo_description: Generated<string>;
  keywords: Generated<string>;
  tags: Generated<string>;
  published: Generated<number>;
  no_text: Generated<number>;
  all_categories: Generated<number>;
  all_hubs: Generated<number>;
  /** The doctor-author and the editor-author (migrations/2026_11_25_02_authors.ts). */
  author_id: Generated<number | null>;
  author_editor_id: Generated<number | null>;
  created: number;
  updated: number;
}

export interface MediaTables {
  media_files: MediaFilesTable;
  media_blocks: MediaBlocksTable;
  articles: ArticlesTable;
  article_categories: { article_id: number; category_id: number };
  article_specialties: { article_id: number; specialty_id: number };
  article_rubrics: { article_id: number; rubric_id: number };
  article_hubs: { article_id: number; hub_id: number };
}
