// What a catalogue step's declaration says of it (resources/clinicCatalogue/parts.ts, its list's
// `viewOptions`), read by the category accordion (CatalogueStep.tsx): the declared calls of its
// catalogue, whether it lists only the clinic's selected entries, how an entry's selection shows
// (a switch making the `select` call: services; without one a read-only mark: specialties come
// selected from the catalogue), the categories' flags with the clinic's text of each, and the
// description forms of a category and of an entry.
import type { ComponentProps } from 'react';
import type { CallForm } from '../../../src/engine/form/CallForm';

/** A description form as the engine's CallForm takes it (the registry name of its labels,
 * its calls and fields; the rules are the save call's body), but for its title and the call's input. */
export type TextsForm = Pick<ComponentProps<typeof CallForm>, 'name' | 'sections' | 'load' | 'save'>;

/** A flag of every category (specialties: OMS, children), a checkbox each saved at once by `call`
 * with the flag under `field`, kept in the clinic's selections as the list `categories`; and the
 * clinic's text of it (the selections' `text`, its button and title the i18n key `label`). */
export interface CategoryFlag {
  name: string;
  call: string;
  field: string;
  categories: 'omsCategories' | 'childrenCategories';
  text: 'omsDescription' | 'childrenDescription';
  label: string;
}

export interface CatalogueStepConfig {
  /** The declared calls: the active catalogue, the clinic's selections, an entry's price range. */
  calls: { active: string; selected: string; savePrice: string };
  onlySelected: boolean;
  select?: string;
  flags: readonly CategoryFlag[];
  /** The per-language category description and its video links. */
  categoryTexts: TextsForm | null;
  /** The entry's description form; null: the step edits prices only. */
  entryTexts: TextsForm | null;
}
