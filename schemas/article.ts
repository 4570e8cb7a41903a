// An article as its editor saves it (POST /api/admin/article/save, 002 §3 "Article / tag
// (detail)", §5 "Article"): one schema for the browser's form and the server's route. Lists of
// ids arrive as arrays (the server wraps a single multipart field). A blank slug is taken from the
// name by the server (Cyrillic transliterated). Tags (schemas/tag.ts) share these rules; the fields
// are in fields/article.ts.
import type { FromSchema } from 'json-schema-to-ts';
import { articleProperties } from './fields/article';

export { PUBLISH_WINDOW_DAYS } from './fields/article';
export { ARTICLE_TABS, ARTICLE_TYPES } from './fields/articleTypes';

export const articleSchema = { type: 'object', properties: articleProperties } as const;

export type ArticleForm = FromSchema<typeof articleSchema>;
