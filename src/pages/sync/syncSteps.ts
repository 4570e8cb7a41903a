// The synchronisation as the browser runs it (000 §4): the 17 catalogue steps in their order, and
// the agents' single step. These are the path names of POST /api/admin/sync/{step}; a unit test
// keeps the list equal to the server's.
export const CATALOGUE_SYNC_STEPS = [
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

export const AGENTS_SYNC_STEPS = ['agents'] as const;

export type SyncStepName = (typeof CATALOGUE_SYNC_STEPS)[number] | (typeof AGENTS_SYNC_STEPS)[number];

/** Every step answers { message, error, callback } (callback: the server's next step, unused here:
 * the browser keeps the order itself, as the original client did). */
export interface SyncAnswer {
  message?: string | null;
  error?: string | null;
  callback?: string | null;
}
