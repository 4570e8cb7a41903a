// A review as the patient reviews step lists it (resources/clinics/reviewCalls.ts).
import type { CallAnswer } from '../../common/calls';
import type { reviewCalls } from '../clinics/calls';

/** A review as listed (001 §3 "Review"): the declared answer's. */
export type Review = CallAnswer<typeof reviewCalls.calls.listReviews>[number];
