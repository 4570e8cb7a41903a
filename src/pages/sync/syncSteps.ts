// The synchronisation as the browser runs it (000 §4): the 17 catalogue steps in their order (the
// server's own list), and the agents' single step; path names of POST /api/admin/sync/{step}.
import { AGENTS_STEPS, CATALOGUE_STEPS, type SyncStep } from '../../../common/syncSteps';

export const CATALOGUE_SYNC_STEPS = CATALOGUE_STEPS;

export const AGENTS_SYNC_STEPS = AGENTS_STEPS;

export type SyncStepName = SyncStep;

/** Every step answers { message, error, callback } (callback: the server's next step, unused here:
 * the browser keeps the order itself, as the original client did). */
export interface SyncAnswer {
  message?: string | null;
  error?: string | null;
  callback?: string | null;
}
