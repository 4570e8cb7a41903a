// The declared calls of each form section of the profile (resources/clinics/profileCalls.ts): its
// load and its save. The section's name is the key its values come under in the load's answer.
import type { CallsProvider } from '../../../dataProvider/callProvider';
import type { clinicOfferCalls, clinicProfileCalls } from '../../../resources/clinics/calls';

export type ProfileCallsProvider = CallsProvider<typeof clinicProfileCalls | typeof clinicOfferCalls>;

export const SECTION_CALLS = {
  base: { load: 'clinicBase', save: 'saveClinicBase' },
  additional: { load: 'clinicAdditional', save: 'saveClinicAdditional' },
  offer: { load: 'clinicOffer', save: 'saveClinicOffer' },
  promotions: { load: 'clinicPromotions', save: 'saveClinicPromotions' },
} as const satisfies Record<string, { load: keyof ProfileCallsProvider; save: keyof ProfileCallsProvider }>;

export type ProfileSection = keyof typeof SECTION_CALLS;
