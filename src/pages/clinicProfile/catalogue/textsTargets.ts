// What the text dialog loads, shows and sends for a category (its description and video links)
// and for an entry (the step's description form): the calls of 001 §7 and the shared schemas.
import type { EditLang } from '../../../../common/lang';
import { catalogueCalls } from '../../../../dataProvider/catalogueCalls';
import { categoryDescriptionSchema } from '../../../../schemas/categoryDescription';
import type { CategoryView, EntryView } from './catalogueModel';
import type { CatalogueStepConfig, EntryTextsForm } from './catalogueSteps';
import type { TextsTarget } from './TextsDialog';

const CATEGORY_FIELDS = [
  { source: 'category', widget: 'richtext' as const },
  { source: 'videoLinks', widget: 'videoLinks' as const },
];

export function categoryTextsTarget(hash: string, lang: EditLang, category: CategoryView, title: string): TextsTarget {
  return {
    title,
    load: catalogueCalls.category(hash, lang, category.id),
    save: (body, version) => catalogueCalls.saveCategory(hash, body, version),
    schema: categoryDescriptionSchema,
    name: 'categoryDescription',
    sections: [{ fields: CATEGORY_FIELDS }],
    fields: ['locals', 'cid', ...CATEGORY_FIELDS.map((field) => field.source)],
  };
}

export function entryTextsTarget(
  config: CatalogueStepConfig,
  form: EntryTextsForm,
  hash: string,
  lang: EditLang,
  entry: EntryView,
  title: string,
): TextsTarget {
  return {
    title,
    load: catalogueCalls.texts(config.kind, hash, lang, entry.id),
    save: (body, version) => catalogueCalls.saveTexts(config.kind, hash, body, version),
    schema: form.schema,
    name: form.name,
    sections: [{ fields: form.fields }],
    fields: ['locals', 'sid', ...form.fields.map((field) => field.source)],
  };
}
