// Row types of the article search (migrations/2026_11_25_011_article_search.ts): one row per word
// start of an article's normalised name.
export interface ArticleTables {
  article_search: { typ: string; tail: string; article_id: number };
}
