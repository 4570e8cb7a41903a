// SEO pages (002 §2 "SEO pages"; the ADMIN landing page): the category tree with its counters, a list
// view of its own (views/SeoTreeView.tsx), and the modal that edits one page in the tree's language
// (002 §5 "SEO page"): read anew by its place, its slugs of other levels read-only and never sent,
// the image from the media library, the authors, the texts per language, its history, and the
// preview of the saved, published page. It stays open once saved, showing the stored page.
import type { RecordTests } from '../../common/recordTests';
import { defineResource, type FieldSpec } from '../../common/resource';
import { SLUG_LOCKED, type SlugField } from '../../common/seoPageLevels';
import { seoPageProperties } from '../../schemas/fields/seoPage';

const slug = (source: SlugField): FieldSpec => ({ source, disabledWhen: SLUG_LOCKED[source] });
const text = (source: string, widget?: string): FieldSpec => ({ source, widget, perLanguage: true });
const author = (source: string, doctors: boolean): FieldSpec => ({
  source,
  widget: 'author',
  options: { doctors },
  placeholder: 'app.seoPages.noAuthor',
  perLanguage: true,
});
/** 002 §4 "SEO page": the preview follows the saved state, a stored and published page. */
const published: RecordTests = { equals: { visible: true }, differs: { id: null } };

export const screens = [
  defineResource({ type: 'object', properties: seoPageProperties } as const, {
    name: 'seopages',
    path: '/admin/seopages',
    roles: ['ADMIN'],
    // Served by the declared calls of calls.ts (server/routes/seoPages.ts): one save stores a page
    // by its place, the first time too.
    offers: ['create', 'update'],
    list: { view: 'seoTree', title: 'place', columns: [], sort: { field: 'cid', order: 'ASC' } },
    form: {
      mode: 'modal',
      reads: ['cid', 'sid', 'ct'],
      keepOpen: true,
      wide: true,
      schemaFor: async () => (await import('../../schemas/seoPage')).seoPageSchema,
      sections: [
        {
          fields: [
            text('title'),
            slug('slug1'),
            slug('slug2'),
            slug('slug3'),
            text('htmlTitle'),
            text('seoDescription', 'textarea'),
            text('keywords'),
            { source: 'mediaId', widget: 'media', options: { name: 'mediaName' } },
            text('mediaAlt'),
            text('procPrice'),
            text('seo', 'richtext'),
            text('seoLong', 'richtext'),
            author('author', true),
            author('authorEditor', false),
            text('visible', 'checkbox'),
          ],
        },
      ],
      preview: {
        label: 'app.seoPages.preview',
        fields: ['slug1', 'slug2', 'slug3'],
        shown: published,
        needs: 'slug1',
        missing: 'app.seoPages.previewNoSlug',
      },
    },
    messages: { edit: 'app.seoPages.dialogTitle' },
  }),
];
