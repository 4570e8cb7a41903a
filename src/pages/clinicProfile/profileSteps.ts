// The clinic profile editor's steps in the wizard order of 001 §2, each with its completion section
// (000 §3) and its menu group (clinic info or portal info). A step is a declaration hosted by the
// wizard (`resource`: its name; resources/<folder>/index.ts declares it with `hostedBy:
// 'clinicProfile'`) or, until it is one, a view of its own. The menu and Back/Next are built from
// this table only.
import { type ComponentType, lazy } from 'react';
import type { ProfileSection } from '../../../common/completion';
import type { StepProps } from './stepTypes';

export type StepGroup = 'clinic' | 'portal';

export type ProfileStep = {
  /** The route's last segment: /admin/clinics/profile/{hash}/{step}. */
  step: string;
  /** The completion section number (000 §3 "Section numbers"). */
  section: ProfileSection;
  group: StepGroup;
} & ({ View: ComponentType<StepProps>; resource?: undefined } | { resource: string; View?: undefined });

export const PROFILE_STEPS: readonly ProfileStep[] = [
  { step: 'base', section: 1, group: 'clinic', View: lazy(() => import('./base/BaseStep')) },
  { step: 'additional', section: 2, group: 'clinic', View: lazy(() => import('./additional/AdditionalStep')) },
  { step: 'pictures', section: 3, group: 'clinic', resource: 'clinicPictures' },
  { step: 'logo', section: 11, group: 'clinic', View: lazy(() => import('./logo/LogoStep')) },
  { step: 'specialties', section: 4, group: 'clinic', resource: 'clinicSpecialties' },
  { step: 'clinicdoctors', section: 9, group: 'clinic', resource: 'clinicDoctors' },
  { step: 'services', section: 10, group: 'clinic', resource: 'clinicServices' },
  { step: 'offer', section: 6, group: 'portal', View: lazy(() => import('./offer/OfferStep')) },
  { step: 'prices', section: 12, group: 'portal', resource: 'clinicPrices' },
  { step: 'oms', section: 17, group: 'portal', View: lazy(() => import('./oms/OmsStep')) },
  { step: 'promotions', section: 13, group: 'portal', View: lazy(() => import('./promotions/PromotionsStep')) },
  { step: 'documents', section: 5, group: 'clinic', resource: 'clinicDocuments' },
  { step: 'patientreviews', section: 7, group: 'portal', View: lazy(() => import('./reviews/PatientReviewsStep')) },
];

export const STEP_GROUPS: readonly StepGroup[] = ['clinic', 'portal'];

export function stepAt(step: string | undefined): { current: ProfileStep; previous?: ProfileStep; next?: ProfileStep } | undefined {
  const index = PROFILE_STEPS.findIndex((candidate) => candidate.step === step);
  if (index < 0) return undefined;
  return { current: PROFILE_STEPS[index], previous: PROFILE_STEPS[index - 1], next: PROFILE_STEPS[index + 1] };
}
