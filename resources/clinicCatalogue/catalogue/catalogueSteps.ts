// What a catalogue step's declaration says of it (resources/clinicCatalogue/parts.ts, its list's
// `viewOptions`), read by the category accordion (CatalogueStep.tsx): which catalogue it lists,
// whether it lists only the clinic's selected entries, how an entry's selection shows (a read-only
// mark: specialties come selected from the catalogue; a switch: services), which category tools it
// offers and which description form an entry has (by name: the forms below).
import type { CatalogueKindName } from './kindCalls';

/** The entry description forms a step may name (the registry name of their labels): the fields
 * shown; the rules are the save call's body. */
export const ENTRY_TEXTS = {
  specialtyDescription: [{ source: 'specialty', widget: 'richtext' }],
  serviceDescription: [{ source: 'specialty', widget: 'richtext' }, { source: 'priceL10n' }],
} as const;

export interface CatalogueStepConfig {
  kind: CatalogueKindName;
  onlySelected: boolean;
  selection: 'mark' | 'switch';
  /** The OMS and children checkboxes per category and the clinic's two texts (specialties only). */
  categoryFlags: boolean;
  /** The per-language category description and its video links. */
  categoryTexts: boolean;
  /** The entry's description form; null: the step edits prices only. */
  entryTexts: keyof typeof ENTRY_TEXTS | null;
}
