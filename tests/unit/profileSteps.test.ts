// The profile's step menu and its Back/Next read in one order (issue 26 point 3), the wizard order
// of 001 §2: documents between promotions and the patients' reviews.
import { describe, expect, it } from 'vitest';
import { PROFILE_STEPS, STEP_GROUPS } from '../../src/pages/clinicProfile/profileSteps';

describe('the profile steps', () => {
  it('are in the menu’s order, so Next goes to the step the menu lists next', () => {
    const menu = STEP_GROUPS.flatMap((group) => PROFILE_STEPS.filter((step) => step.group === group));
    expect(PROFILE_STEPS.map((step) => step.step)).toEqual(menu.map((step) => step.step));
  });

  it('follow the wizard order of 001 §2', () => {
    expect(PROFILE_STEPS.map((step) => step.step)).toEqual([
      'base',
      'additional',
      'pictures',
      'logo',
      'specialties',
      'clinicdoctors',
      'services',
      'offer',
      'prices',
      'oms',
      'promotions',
      'documents',
      'patientreviews',
    ]);
  });
});
