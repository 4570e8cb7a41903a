// The three steps built on one category-accordion engine (CatalogueStep.tsx), each a row of this
// table: which catalogue it lists, whether it lists only the clinic's selected entries, how an
// entry's selection shows (a read-only mark: specialties come selected from the catalogue; a
// switch: services), which category tools it offers and which description form an entry has.
import type { FieldSpec } from '../../../../common/resource';
import { serviceDescriptionSchema } from '../../../../schemas/serviceDescription';
import { specialtyDescriptionSchema } from '../../../../schemas/specialtyDescription';
import type { CatalogueKindName } from './kindCalls';

export interface EntryTextsForm {
  schema: object;
  /** The registry name of the schema: its labels are resources.<name>.fields.<field>. */
  name: string;
  fields: FieldSpec[];
}

export interface CatalogueStepConfig {
  kind: CatalogueKindName;
  onlySelected: boolean;
  selection: 'mark' | 'switch';
  /** The OMS and children checkboxes per category and the clinic's two texts (specialties only). */
  categoryFlags: boolean;
  /** The per-language category description and its video links. */
  categoryTexts: boolean;
  /** The entry's description form; null: the step edits prices only. */
  entryTexts: EntryTextsForm | null;
}

const specialtyTexts: EntryTextsForm = {
  schema: specialtyDescriptionSchema,
  name: 'specialtyDescription',
  fields: [{ source: 'specialty', widget: 'richtext' }],
};

const serviceTexts: EntryTextsForm = {
  schema: serviceDescriptionSchema,
  name: 'serviceDescription',
  fields: [{ source: 'specialty', widget: 'richtext' }, { source: 'priceL10n' }],
};

export const CATALOGUE_STEPS = {
  specialties: {
    kind: 'specialties',
    onlySelected: false,
    selection: 'mark',
    categoryFlags: true,
    categoryTexts: true,
    entryTexts: specialtyTexts,
  },
  services: {
    kind: 'services',
    onlySelected: false,
    selection: 'switch',
    categoryFlags: false,
    categoryTexts: true,
    entryTexts: serviceTexts,
  },
  prices: {
    kind: 'specialties',
    onlySelected: true,
    selection: 'mark',
    categoryFlags: false,
    categoryTexts: false,
    entryTexts: null,
  },
} as const satisfies Record<string, CatalogueStepConfig>;
