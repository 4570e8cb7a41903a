// A banner's description fields and their rules (002 §3 "Banner", §5 "Banners"), shared by the
// banner schema (banner.ts) and the banner edit screen's declaration (resources/advert/index.ts),
// outside the schema registry (see schemas/fields/author.ts). The marker is required with the
// spec's alert for the banner's type (common/advert.ts); pages, text types and the id lists are
// comma lists (a JSON array is joined into one by the route). The target link: http(s) or a path
// of the portal.
import { BANNER_FACTS, BANNER_PAGES, BANNER_TEXT_TYPES, BANNER_TYPES } from '../../common/advert';

const idList = { type: 'string', text: { max: 20000, pattern: '^\\d{1,9}(?:,\\d{1,9})*$', patternMessage: 'check.invalid' } } as const;
const choices = (values: readonly string[]) => `^(?:${values.join('|')})(?:,(?:${values.join('|')}))*$`;

const MARKER_MESSAGES = Object.fromEntries(
  Object.entries(BANNER_FACTS).flatMap(([type, facts]) => (facts.markerMessage ? [[type, facts.markerMessage]] : [])),
);

export const bannerProperties = {
  type: { type: 'string', select: BANNER_TYPES },
  url: {
    type: 'string',
    text: { max: 512, pattern: '^(?:https?://[^\\s]+|/[^\\s]*)$', patternMessage: 'app.advert.messages.url' },
  },
  marker: { type: 'string', text: { max: 256 }, requiredWhen: { field: 'type', messages: MARKER_MESSAGES } },
  pages: { type: 'string', text: { max: 200, pattern: choices(BANNER_PAGES), patternMessage: 'check.invalid' } },
  textType: { type: 'string', text: { max: 200, pattern: choices(BANNER_TEXT_TYPES), patternMessage: 'check.invalid' } },
  categories: idList,
  diseases: idList,
  clinics: idList,
} as const;
