// The article's and the tag's form (002 §2 "Article editor", §3 "Article / tag (detail)"), one for
// both declarations (index.ts and resources/tags/index.ts): the main fields, the image from the
// media library, the texts, the categories and specialties modal, the hubs (the engine's
// checkboxes), the rubrics with add-in-place (the engine's id picker, adding by the rubrics' own
// modal form), the doctor-author and
// editor-author (the authors' widget) and the SEO fields. Plain data: the declarations load with the first page.
import type { FieldSpec, FormConfig, FormSection } from '../../common/resource';

const LOCALES = [
  { id: 'RU', name: 'Русский' },
  { id: 'EN', name: 'English' },
];

const author = (source: string, doctors: boolean): FieldSpec => ({
  source,
  widget: 'author',
  options: { doctors },
  placeholder: 'app.articles.authors.none',
});

export function articleSections(tag: boolean): FormSection[] {
  return [
    {
      title: 'app.articles.sections.main',
      fields: [
        { source: 'locals', widget: 'select', choices: () => LOCALES },
        { source: 'rating' },
        { source: 'name' },
        { source: 'slug' },
        { source: 'publishedDT', widget: 'date' },
        { source: 'published', widget: 'checkbox' },
        { source: 'noText', widget: 'checkbox' },
        ...(tag ? [{ source: 'tags' }] : []),
      ],
    },
    {
      title: 'app.articles.sections.image',
      // The file's name shows its thumbnail; it is not sent.
      fields: [
        { source: 'mediaId', widget: 'media', options: { name: 'media.name' } },
        { source: 'mediaAlt' },
        { source: 'mediaDescription', widget: 'textarea' },
      ],
    },
    {
      title: 'app.articles.sections.texts',
      fields: [
        { source: 'teaser', widget: 'textarea' },
        { source: 'text', widget: 'richtext' },
        { source: 'textLong', widget: 'richtext' },
      ],
    },
    {
      title: 'app.articles.sections.links',
      fields: [
        { source: 'categories', widget: 'articleCatalogue', edits: ['specialties', 'allCategories'] },
        {
          source: 'hubs',
          widget: 'checks',
          reference: 'hubs',
          optionText: 'name.{LANG}',
          edits: ['allHubs'],
          options: { asArray: true, all: 'app.articles.hubs.all' },
        },
        {
          source: 'rubrics',
          widget: 'ids',
          reference: 'rubrics',
          options: { asArray: true, whole: true, create: { resource: 'rubrics', label: 'app.articles.rubrics.add' } },
        },
      ],
    },
    { title: 'app.articles.sections.authors', columns: 2, fields: [author('author', true), author('authorEditor', false)] },
    {
      title: 'app.articles.sections.seo',
      fields: [{ source: 'htmlTitle' }, { source: 'seoDescription', widget: 'textarea' }, { source: 'keywords' }],
    },
  ];
}

const today = () => new Date().toISOString().slice(0, 10);

/** A new article's or tag's values: empty, unpublished, dated today, in the UI's edit language.
 * Sent as they are (their type, `typ`, too: a new article takes its tab's). */
export function articleDefaults(typ: string): FormConfig['defaults'] {
  return {
    typ,
    locals: '{LANG}',
    rating: '',
    name: '',
    teaser: '',
    text: '',
    textLong: '',
    slug: '',
    mediaId: '',
    mediaAlt: '',
    mediaDescription: '',
    // Read at each new record (the starting values are spread afresh), not once at load.
    get publishedDT() {
      return today();
    },
    published: false,
    noText: false,
    allCategories: false,
    allHubs: false,
    categories: [],
    specialties: [],
    rubrics: [],
    hubs: [],
    htmlTitle: '',
    seoDescription: '',
    keywords: '',
    author: null,
    authorEditor: null,
    ...(typ === 'TAG' ? { tags: '' } : {}),
  };
}
