// The clinics list (000 §2 "Clinics list", ClinicList.tsx) in the ADMIN menu, and the clinic
// profile editor (000 §2, 001 §2) reached from it, never from the menu.
import type { ScreenDefinition } from '../../common/resource';

export const screens: ScreenDefinition[] = [
  {
    config: { name: 'clinics', path: '/admin/clinics', roles: ['ADMIN'], list: { perPage: 15 } },
    load: () => import('./ClinicList'),
  },
  {
    config: { name: 'clinicProfile', path: '/admin/clinics/profile/:hash/:step', roles: ['ADMIN'], list: {}, menu: false },
    load: () => import('../../src/pages/clinicProfile/ClinicWizard'),
  },
];

/** The react-admin resources this folder's calls serve with no screen of their own (a filter's
 * categories, the profile steps' lists): the data provider finds their calls here. */
export const served = ['categories', 'clinicDocuments', 'clinicPictures', 'clinicReviews', 'clinicDoctors'];
