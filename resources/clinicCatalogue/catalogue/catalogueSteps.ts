// What a catalogue step's declaration says of it (resources/clinicCatalogue/index.ts, its list's
// `viewOptions`), read by the category accordion (CatalogueStep.tsx): which catalogue it lists,
// whether it lists only the clinic's selected entries, how an entry's selection shows (a read-only
// mark: specialties come selected from the catalogue; a switch: services), which category tools it
// offers and which description form an entry has (by name: the forms below).
import type { FieldSpec } from '../../../common/resource';
import { serviceDescriptionSchema } from '../../../schemas/serviceDescription';
import { specialtyDescriptionSchema } from '../../../schemas/specialtyDescription';
import type { CatalogueKindName } from './kindCalls';

export interface EntryTextsForm {
  schema: object;
  /** The registry name of the schema: its labels are resources.<name>.fields.<field>. */
  name: string;
  fields: FieldSpec[];
}

/** The entry description forms a step may name. */
export const ENTRY_TEXTS = {
  specialtyDescription: { schema: specialtyDescriptionSchema, fields: [{ source: 'specialty', widget: 'richtext' }] },
  serviceDescription: { schema: serviceDescriptionSchema, fields: [{ source: 'specialty', widget: 'richtext' }, { source: 'priceL10n' }] },
} as const satisfies Record<string, Omit<EntryTextsForm, 'name'>>;

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

/** The entry description form a step names. */
export const entryTextsForm = (config: CatalogueStepConfig): EntryTextsForm | null =>
  config.entryTexts && {
    name: config.entryTexts,
    schema: ENTRY_TEXTS[config.entryTexts].schema,
    fields: [...ENTRY_TEXTS[config.entryTexts].fields],
  };
