// The SEO page form (POST /api/admin/seopage, 002 §3 "SEO page", §5 "SEO page"): the page's place
// (cid, and sid or ct or both when it is not the category's own page), the edit language, and the
// texts of that language (schemas/fields/seoPage.ts). Which slugs a page may have depends on its
// place (slug1 only at category level, slug2 with a specialty or a city, slug3 only with a city):
// the server checks that (common/seoPageLevels.ts), because the form shows the others read-only and
// never sends them. Rich texts are counted without markup and sanitised by the server.
import type { FromSchema } from 'json-schema-to-ts';
import { seoPageProperties } from './fields/seoPage';

export const seoPageSchema = { type: 'object', properties: seoPageProperties } as const;

export type SeoPageForm = FromSchema<typeof seoPageSchema>;
