// The clinic profile editor's steps in the wizard order of 001 §2 (Back and Next follow it), each
// with its completion section (000 §3) and its menu group (clinic info or portal info); the menu
// lists the groups in turn, so the table keeps each group's steps together and the menu reads in
// the same order as Back and Next (issue 26 point 3). Each step is a declaration hosted by the
// wizard (`resource`: its name; resources/<folder>/index.ts declares it with `hostedBy:
// 'clinicProfile'`). The menu and Back/Next are built from this table only.
import type { ProfileSection } from '../../../common/completion';

export type StepGroup = 'clinic' | 'portal';

export interface ProfileStep {
  /** The route's last segment: /admin/clinics/profile/{hash}/{step}. */
  step: string;
  /** The completion section number (000 §3 "Section numbers"). */
  section: ProfileSection;
  group: StepGroup;
  /** The declaration the wizard hosts as the step. */
  resource: string;
}

export const PROFILE_STEPS: readonly ProfileStep[] = [
  { step: 'base', section: 1, group: 'clinic', resource: 'clinicBase' },
  { step: 'additional', section: 2, group: 'clinic', resource: 'clinicAdditional' },
  { step: 'pictures', section: 3, group: 'clinic', resource: 'clinicPictures' },
  { step: 'logo', section: 11, group: 'clinic', resource: 'clinicLogo' },
  { step: 'specialties', section: 4, group: 'clinic', resource: 'clinicSpecialties' },
  { step: 'clinicdoctors', section: 9, group: 'clinic', resource: 'clinicDoctors' },
  { step: 'services', section: 10, group: 'clinic', resource: 'clinicServices' },
  { step: 'offer', section: 6, group: 'portal', resource: 'clinicOffer' },
  { step: 'prices', section: 12, group: 'portal', resource: 'clinicPrices' },
  { step: 'oms', section: 17, group: 'portal', resource: 'clinicOms' },
  { step: 'promotions', section: 13, group: 'portal', resource: 'clinicPromotions' },
  { step: 'documents', section: 5, group: 'portal', resource: 'clinicDocuments' },
  { step: 'patientreviews', section: 7, group: 'portal', resource: 'clinicReviews' },
];

export const STEP_GROUPS: readonly StepGroup[] = ['clinic', 'portal'];

export function stepAt(step: string | undefined): { current: ProfileStep; previous?: ProfileStep; next?: ProfileStep } | undefined {
  const index = PROFILE_STEPS.findIndex((candidate) => candidate.step === step);
  if (index < 0) return undefined;
  return { current: PROFILE_STEPS[index], previous: PROFILE_STEPS[index - 1], next: PROFILE_STEPS[index + 1] };
}
