// The 17 catalogue steps of 000 §4 in their order: the path names of POST /api/admin/sync/{step}.
// Shared, so that the server's step table and the browser's sync modal read the one list.
export const CATALOGUE_STEPS = [
  'specialties',
  'services',
  'clinics',
  'clinicspecialties',
  'clinicspecialtycategories',
  'clinicservices',
  'oms',
  'doctors',
  'doctorspecialties',
  'profilephotos',
  'clinicdoctors',
  'reviews',
  'freefiles',
  'modules',
  'specialtycounts',
  'citycounts',
  'seopages',
] as const;

export type CatalogueStep = (typeof CATALOGUE_STEPS)[number];

/** The agents' single step (000 §4: run after the catalogue). */
export const AGENTS_STEPS = ['agents'] as const;

export type SyncStep = CatalogueStep | (typeof AGENTS_STEPS)[number];
export const SYNC_STEPS: readonly SyncStep[] = [...CATALOGUE_STEPS, ...AGENTS_STEPS];
