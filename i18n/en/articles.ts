// Articles, tags and their editor (002 §2, §8), in English: mirrors i18n/ru/articles.ts.
import type { Catalog } from '../catalog';
import type { articles as ruArticles, articleResources as ruResources } from '../ru/articles';

export const articles = {
  types: {
    ARTICLE: 'Articles',
    NEWS: 'News',
    MYTH: 'Myths',
    INTERVIEW: 'Interviews',
    WEBINAR: 'Webinars',
    CATALOGUE_AI: 'AI catalogue',
    MARKETING: 'Marketing',
    SERVICE: 'Services',
    TAG: 'Tags',
  },
  tabs: 'Article types',
  add: 'Add: %{tab}',
  search: 'Find an article by name or number',
  filters: {
    categories: 'Categories',
    hubs: 'Hubs',
    all: 'All',
  },
  columns: {
    id: 'No.',
    name: 'Name',
    langRating: 'Language and rating',
    published: 'Published',
    slug: 'URL (slug)',
    image: 'Image',
    updated: 'Updated',
  },
  publishedSwitch: 'Publish “%{name}”',
  langRating: '%{locals}, rating %{rating}',
  empty: 'No articles of this type yet',
  loadFailed: 'The articles could not be loaded',
  newArticle: 'New article: %{tab}',
  newTag: 'New tag',
  editArticle: 'Article No. %{id}',
  editTag: 'Tag No. %{id}',
  back: 'Back to the list',
  preview: 'Preview',
  sections: {
    main: 'Main',
    texts: 'Texts',
    image: 'Image',
    links: 'Categories, hubs and rubrics',
    authors: 'Authors',
    seo: 'SEO',
  },
  catalogue: {
    open: 'Categories and specialties',
    title: 'Categories and specialties',
    done: 'Done',
    picked: 'Categories picked: %{categories}, specialties: %{specialties}',
    all: 'All categories',
  },
  hubs: { all: 'All hubs' },
  authors: { none: 'None' },
  rubrics: {
    add: 'Add a rubric',
    title: 'New rubric',
  },
  tags: {
    empty: 'No tags yet',
    create: 'Create a tag',
    publishedState: 'Published',
  },
} satisfies Catalog<typeof ruArticles>;

/** The article's form fields: the tag's form is the article's (resources/articles/articleForm.ts). */
const articleFields = {
  typ: 'Type',
  locals: 'Language',
  rating: 'Rating',
  name: 'Name',
  teaser: 'Teaser',
  text: 'Text',
  textLong: 'Long text',
  slug: 'URL (slug): blank takes the name',
  mediaId: 'Image',
  mediaAlt: 'Image description (alt)',
  mediaDescription: 'Image caption',
  publishedDT: 'Publication date',
  published: 'Published',
  noText: 'No detailed article',
  allCategories: 'All categories',
  allHubs: 'All hubs',
  categories: 'Categories',
  specialties: 'Specialties',
  rubrics: 'Rubrics',
  hubs: 'Hubs',
  htmlTitle: 'HTML title',
  seoDescription: 'SEO description',
  keywords: 'Keywords',
  tags: 'Tags',
  author: 'Doctor author',
  authorEditor: 'Editor author',
} as const;

export const articleResources = {
  articles: {
    name: 'Article |||| Articles',
    fields: articleFields,
  },
  tags: {
    name: 'Tag |||| Tags',
    fields: { ...articleFields, id: 'No.', langRating: 'Language and rating', published: 'Published', updated: 'Updated' },
  },
} satisfies Catalog<typeof ruResources>;
