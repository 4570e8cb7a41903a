// An SEO page's fields and their rules (002 §3 "SEO page", §5 "SEO page"), shared by the page's
// schema (schemas/seoPage.ts) and the SEO pages' declaration (resources/seopages/index.ts). A module
// of its own, outside the schema registry: the declaration loads with the first page, and a
// registry schema would bring its precompiled validator there. Optional ids: blank, 0 or null mean
// "none".
const optionalId = { type: ['integer', 'string', 'null'], pattern: '^\\d*$', errorMessage: 'check.select' } as const;
const slug = {
  type: 'string',
  text: { max: 128, pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$', patternMessage: 'resources.seopages.messages.slug' },
} as const;

export const seoPageProperties = {
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
} as const;
