// The data provider with the profile's declared calls that the frame and the OMS step make by name
// (resources/clinics/profileCalls.ts): the review of a section, the OMS list.
import type { CallsProvider } from '../../../dataProvider/callProvider';
import type { clinicOfferCalls, clinicProfileCalls } from '../../../resources/clinics/calls';

export type ProfileCallsProvider = CallsProvider<typeof clinicProfileCalls | typeof clinicOfferCalls>;
