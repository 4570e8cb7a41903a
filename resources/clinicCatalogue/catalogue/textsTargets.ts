// What the text dialog (the engine's CallsFormDialog) loads, shows and sends for a category (its
// description and video links) and for an entry (the step's description form): the declared calls
// of 001 §7, each given the clinic, the edit language and the category's or entry's id.
import type { ComponentProps } from 'react';
import type { EditLang } from '../../../common/lang';
import type { CallsFormDialog } from '../../../src/engine/form/CallsFormDialog';
import type { CategoryView, EntryView } from './catalogueModel';
import { type CatalogueStepConfig, ENTRY_TEXTS } from './catalogueSteps';
import { KIND_CALLS } from './kindCalls';

export type TextsTarget = Pick<ComponentProps<typeof CallsFormDialog>, 'title' | 'name' | 'sections' | 'load' | 'save' | 'input'>;

const CATEGORY_FIELDS = [
  { source: 'category', widget: 'richtext' as const },
  { source: 'videoLinks', widget: 'videoLinks' as const },
];

export const categoryTextsTarget = (hash: string, lang: EditLang, category: CategoryView, title: string): TextsTarget => ({
  title,
  name: 'categoryDescription',
  sections: [{ fields: CATEGORY_FIELDS }],
  load: 'categoryTexts',
  save: 'saveCategoryTexts',
  input: { hash, locals: lang, cid: category.id },
});

export function entryTextsTarget(
  config: CatalogueStepConfig,
  hash: string,
  lang: EditLang,
  entry: EntryView,
  title: string,
): TextsTarget | null {
  if (!config.entryTexts) return null;
  return {
    title,
    name: config.entryTexts,
    sections: [{ fields: [...ENTRY_TEXTS[config.entryTexts]] }],
    load: KIND_CALLS[config.kind].texts,
    save: KIND_CALLS[config.kind].saveTexts,
    input: { hash, locals: lang, sid: entry.id },
  };
}
