// The article editor's plain inputs by section (002 §3 "Article / tag (detail)"), rendered by the
// widget registry; the image, categories, hubs and rubrics have inputs of their own.
import type { FormSection } from '../../../common/resource';

const LOCALES = [
  { id: 'RU', name: 'Русский' },
  { id: 'EN', name: 'English' },
];

export const mainSection = (tag: boolean): FormSection => ({
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
});

export const textSection: FormSection = {
  title: 'app.articles.sections.texts',
  fields: [
    { source: 'teaser', widget: 'textarea' },
    { source: 'text', widget: 'richtext' },
    { source: 'textLong', widget: 'richtext' },
  ],
};

export const imageSection: FormSection = {
  fields: [{ source: 'mediaAlt' }, { source: 'mediaDescription', widget: 'textarea' }],
};

export const seoSection: FormSection = {
  title: 'app.articles.sections.seo',
  fields: [{ source: 'htmlTitle' }, { source: 'seoDescription', widget: 'textarea' }, { source: 'keywords' }],
};
