// Row types of the article search (migrations/2026_11_25_011_article_search.ts): one row per word
// start of an article's normalised name.
import type { Generated } from 'kysely';

export interface ArticleTables {
  /** A plain resource's table (resources/rubrics), typed here for the article links' checks. */
  rubrics: { id: Generated<number>; name: string; slug: string; created: number; updated: number };
  article_search: { typ: string; tail: string; article_id: number };
}
