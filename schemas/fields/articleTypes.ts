// The article types, outside the article's schema (schemas/article.ts) so that the articles list's
// declaration, read with the first page, names its tabs without loading the editor's rules.

/** 002 §3 "Types" without TAG: the types the articles editor writes. */
export const ARTICLE_TYPES = ['ARTICLE', 'NEWS', 'MYTH', 'INTERVIEW', 'WEBINAR', 'CATALOGUE_AI', 'MARKETING', 'SERVICE'] as const;
/** 002 §2 "Articles": the tabs of the list, in the spec's order. */
export const ARTICLE_TABS = ['ARTICLE', 'INTERVIEW', 'WEBINAR', 'CATALOGUE_AI', 'MARKETING', 'SERVICE'] as const;
