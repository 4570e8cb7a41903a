// An article's or tag's form values (002 §3 "Article / tag (detail)"): from what article/get or
// tag/{id} answers, or the empty ones of a new one of a type; the form sends exactly these.
import type { ArticleDetail } from '../../../resources/articles/articleRecords';

/** The editor's fields; the answer's `media` and `updated` are not sent back; no author is blank. */
export function formValues(detail: ArticleDetail): Record<string, unknown> {
  const { media: _media, updated: _updated, ...values } = detail;
  return { ...values, author: values.author ?? '', authorEditor: values.authorEditor ?? '' };
}

const today = () => new Date().toISOString().slice(0, 10);

export function newArticle(typ: string, locals: string): Record<string, unknown> {
  return {
    id: 0,
    typ,
    locals,
    rating: '',
    name: '',
    teaser: '',
    text: '',
    textLong: '',
    slug: '',
    mediaId: '',
    mediaAlt: '',
    mediaDescription: '',
    publishedDT: today(),
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
    author: '',
    authorEditor: '',
    ...(typ === 'TAG' ? { tags: '' } : {}),
  };
}
