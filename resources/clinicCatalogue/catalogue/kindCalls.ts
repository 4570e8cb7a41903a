// The declared calls the catalogue steps make (resources/clinics/catalogueCalls.ts), by catalogue
// kind and by category flag: each row names the data provider's methods of the same call for its
// kind, so that the steps are written once for both kinds.
import type { CallsProvider } from '../../../dataProvider/callProvider';
import type { clinicCatalogueCalls } from '../../clinics/calls';

export type CatalogueCallsProvider = CallsProvider<typeof clinicCatalogueCalls>;
type Method = keyof CatalogueCallsProvider;

export const KIND_CALLS = {
  specialties: {
    active: 'activeSpecialties',
    selected: 'selectedSpecialties',
    savePrice: 'saveSpecialtyPrice',
  },
  services: {
    active: 'activeServices',
    selected: 'selectedServices',
    savePrice: 'saveServicePrice',
  },
} as const satisfies Record<string, Record<string, Method>>;

export type CatalogueKindName = keyof typeof KIND_CALLS;

/** The specialty categories' OMS and children flags: one call each, with its own field name. */
export const FLAG_CALLS = {
  oms: { call: 'setCategoryOms', field: 'isOms' },
  children: { call: 'setCategoryChildren', field: 'isChildren' },
} as const satisfies Record<string, { call: Method; field: string }>;

export type CategoryFlag = keyof typeof FLAG_CALLS;
