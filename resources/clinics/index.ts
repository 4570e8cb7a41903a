// The clinics list (000 §2 "Clinics list"): a screen of its own (ClinicList.tsx), routed, guarded
// and put in the ADMIN menu like a resource.
import type { ScreenDefinition } from '../../src/engine/types';

export const screen: ScreenDefinition = {
  config: { name: 'clinics', path: '/admin/clinics', roles: ['ADMIN'], list: { perPage: 15 } },
  load: () => import('./ClinicList'),
};
