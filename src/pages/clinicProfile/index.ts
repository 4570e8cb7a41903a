// The clinic profile editor (000 §2, 001 §2): reached from the clinics list, not from the menu.
import type { ScreenDefinition } from '../../engine/types';

export const screen: ScreenDefinition = {
  config: { name: 'clinicProfile', path: '/admin/clinics/profile/:hash/:step', roles: ['ADMIN'], list: {} },
  load: () => import('./ClinicWizard'),
};
