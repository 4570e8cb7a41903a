// What a catalogue step's declaration says of it (resources/clinicCatalogue/parts.ts, its list's
// `viewOptions`), read by the category accordion (CatalogueStep.tsx): which catalogue it lists,
// whether it lists only the clinic's selected entries, how an entry's selection shows (a read-only
// mark: specialties come selected from the catalogue; a switch: services), which category tools it
// offers and the description forms of a category and of an entry.
import type { ComponentProps } from 'react';
import type { CallForm } from '../../../src/engine/form/CallForm';
import type { CatalogueKindName } from './kindCalls';

/** A description form as the engine's CallForm takes it (the registry name of its labels,
 * its calls and fields; the rules are the save call's body), but for its title and the call's input. */
export type TextsForm = Pick<ComponentProps<typeof CallForm>, 'name' | 'sections' | 'load' | 'save'>;

export interface CatalogueStepConfig {
  kind: CatalogueKindName;
  onlySelected: boolean;
  selection: 'mark' | 'switch';
  /** The OMS and children checkboxes per category and the clinic's two texts (specialties only). */
  categoryFlags: boolean;
  /** The per-language category description and its video links. */
  categoryTexts: TextsForm | null;
  /** The entry's description form; null: the step edits prices only. */
  entryTexts: TextsForm | null;
}
