// The SEO page form (POST /api/admin/seopage, 002 §3 "SEO page", §5 "SEO page"): the page's place
// (cid, and sid or ct or both when it is not the category's own page), the edit language, and the
// texts of that language. Which slugs a page may have depends on its place (slug1 only at category
// level, slug2 with a specialty or a city, slug3 only with a city): the server checks that
// (services/seo/seoPageLevels.ts), because the form shows the others read-only and never sends them.
// Rich texts are counted without markup and sanitised by the server. Optional ids: blank, 0 or
// null mean "none".
import type { FromSchema } from 'json-schema-to-ts';

const optionalId = { type: ['integer', 'string', 'null'], pattern: '^\\d*$', errorMessage: 'check.select' } as const;
const slug = {
  type: 'string',
  text: { max: 128, pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$', patternMessage: 'resources.seopages.messages.slug' },
} as const;

export const seoPageSchema = {
  type: 'object',
  properties: {
    cid: { type: ['integer', 'string'], select: true },
    sid: optionalId,
    ct: optionalId,
    locals: { type: 'string', select: ['RU', 'EN'] },
    title: { type: 'string', text: { max: 200 } },
    slug1: slug,
    slug2: slug,
    slug3: slug,
    htmlTitle: { type: 'string', text: { max: 256 } },
    seo: { type: 'string', text: { max: 150000 } },
    seoLong: { type: 'string', text: { max: 150000 } },
    seoDescription: { type: 'string', text: { max: 2048 } },
    keywords: { type: 'string', text: { max: 256 } },
    mediaId: optionalId,
    mediaAlt: { type: 'string', text: { max: 256 } },
    procPrice: { type: 'string', text: { max: 100 } },
    visible: { type: ['boolean', 'string'], enum: [true, false, 'true', 'false'], errorMessage: 'check.select' },
    author: optionalId,
    authorEditor: optionalId,
  },
} as const;

export type SeoPageForm = FromSchema<typeof seoPageSchema>;
