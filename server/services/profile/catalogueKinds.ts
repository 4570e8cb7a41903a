// The two kinds of catalogue entries a clinic profile lists by category (001 §2 Specialties,
// Services): where each kind's catalogue, the clinic's choices and texts live, and its profile
// section (000 §3: specialties 4, services 10). The repository and the routes read this table
// instead of branching on the kind.

export const CATALOGUE_KINDS = {
  specialties: {
    category: 'SPECIALTY',
    section: 4,
    items: 'specialties',
    itemL10n: 'specialty_l10n',
    itemColumn: 'specialty_id',
    links: 'category_specialties',
    clinicTable: 'clinic_specialties',
    clinicL10n: 'clinic_specialty_l10n',
    clinicL10nColumn: 'clinic_specialty_id',
    /** The catalogue answer's list of a category's entries (001 §3 "specialtySet or serviceSet"). */
    setKey: 'specialtySet',
    /** The sections a price save marks: the specialties' prices are edited on the prices step too. */
    priceSections: [4, 12],
    /** Whether an entry has a per-language price text (001 §7 priceL10n, services only). */
    priceText: false,
  },
  services: {
    category: 'SERVICE',
    section: 10,
    items: 'services',
    itemL10n: 'service_l10n',
    itemColumn: 'service_id',
    links: 'category_services',
    clinicTable: 'clinic_services',
    clinicL10n: 'clinic_service_l10n',
    clinicL10nColumn: 'clinic_service_id',
    setKey: 'serviceSet',
    priceSections: [10],
    priceText: true,
  },
} as const;

export type CatalogueKindName = keyof typeof CATALOGUE_KINDS;
export type CatalogueKind = (typeof CATALOGUE_KINDS)[CatalogueKindName];

/** The kind whose categories are of this catalogue kind (categories.kind). */
export const kindOfCategory = (category: string): CatalogueKind | undefined =>
  Object.values(CATALOGUE_KINDS).find((k) => k.category === category);
