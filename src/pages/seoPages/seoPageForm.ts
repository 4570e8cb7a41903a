// The SEO page modal's inputs and what it sends: every field of 002 §3 "SEO page" in the edit
// language, the slugs of other levels read-only (common/seoPageLevels), the two author dropdowns
// from GET /api/admin/author/all (doctor authors, editor authors), and the body of its save.
import type { EditLang } from '../../../common/lang';
import type { Choice, FormSection } from '../../../common/resource';
import { SLUG_FIELDS, slugEditable } from '../../../common/seoPageLevels';
import type { Author } from '../../../resources/authors/authorRecords';
import type { SeoPlace } from '../../../resources/seopages/seoPageRecords';

const SENT = [
  'title',
  'htmlTitle',
  'seo',
  'seoLong',
  'seoDescription',
  'keywords',
  'mediaId',
  'mediaAlt',
  'procPrice',
  'visible',
  'author',
  'authorEditor',
];

const flags = (place: SeoPlace) => ({ specialty: place.sid !== null, city: place.ct !== null });

const authorChoices = (authors: Author[], doctors: boolean): Choice[] =>
  authors.filter((a) => a.isDoctor === doctors).map((a) => ({ id: a.id, name: `${a.lastName} ${a.firstName}`.trim() }));

export function seoSections(place: SeoPlace, authors: Author[]): { before: FormSection[]; after: FormSection[] } {
  const slugs = SLUG_FIELDS.map((source) => ({ source, disabled: !slugEditable(source, flags(place)) }));
  return {
    before: [
      {
        fields: [
          { source: 'title' },
          ...slugs,
          { source: 'htmlTitle' },
          { source: 'seoDescription', widget: 'textarea' },
          { source: 'keywords' },
        ],
      },
    ],
    after: [
      {
        fields: [
          { source: 'mediaAlt' },
          { source: 'procPrice' },
          { source: 'seo', widget: 'richtext' },
          { source: 'seoLong', widget: 'richtext' },
          { source: 'author', widget: 'select', choices: () => authorChoices(authors, true), placeholder: 'app.seoPages.noAuthor' },
          { source: 'authorEditor', widget: 'select', choices: () => authorChoices(authors, false), placeholder: 'app.seoPages.noAuthor' },
          { source: 'visible', widget: 'checkbox' },
        ],
      },
    ],
  };
}

/** The save's body: the page's place, the language, its fields, and only the slugs of its level. */
export function seoBody(place: SeoPlace, locals: EditLang, values: Record<string, unknown>) {
  const body: Record<string, unknown> = { cid: place.cid, sid: place.sid, ct: place.ct, locals };
  for (const field of SENT) body[field] = values[field] === '' && (field === 'author' || field === 'authorEditor') ? null : values[field];
  for (const field of SLUG_FIELDS) if (slugEditable(field, flags(place))) body[field] = values[field] ?? '';
  return body;
}
