// What the text dialog loads, shows and sends for a category (its description and video links)
// and for an entry (the step's description form): the declared calls of 001 §7 and the shared
// schemas. The form's values are checked by the schema on both sides, not by the calls' types.
import type { EditLang } from '../../../common/lang';
import { categoryDescriptionSchema } from '../../../schemas/categoryDescription';
import type { CategoryView, EntryView } from './catalogueModel';
import type { CatalogueStepConfig, EntryTextsForm } from './catalogueSteps';
import { KIND_CALLS } from './kindCalls';
import type { TextsTarget } from './TextsDialog';

const CATEGORY_FIELDS = [
  { source: 'category', widget: 'richtext' as const },
  { source: 'videoLinks', widget: 'videoLinks' as const },
];

export function categoryTextsTarget(hash: string, lang: EditLang, category: CategoryView, title: string): TextsTarget {
  return {
    title,
    key: ['category', hash, lang, category.id],
    load: (dataProvider) => dataProvider.categoryTexts({ hash, locals: lang, cid: category.id }),
    save: (dataProvider, body, version) => dataProvider.saveCategoryTexts({ hash, ...body } as never, { version }),
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
    key: [config.kind, hash, lang, entry.id],
    load: (dataProvider) => dataProvider[KIND_CALLS[config.kind].texts]({ hash, locals: lang, sid: entry.id }),
    save: (dataProvider, body, version) => dataProvider[KIND_CALLS[config.kind].saveTexts]({ hash, ...body } as never, { version }),
    schema: form.schema,
    name: form.name,
    sections: [{ fields: form.fields }],
    fields: ['locals', 'sid', ...form.fields.map((field) => field.source)],
  };
}
