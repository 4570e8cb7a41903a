import { describe, expect, it } from 'vitest';
import { CATALOGUE_STEPS, SYNC_STEPS } from './syncSteps';

describe('the synchronisation steps', () => {
  it('are the 17 catalogue steps of 000 §4 in their order, then agents', () => {
    expect(CATALOGUE_STEPS).toHaveLength(17);
    expect(CATALOGUE_STEPS[0]).toBe('specialties');
    expect(CATALOGUE_STEPS.at(-1)).toBe('seopages');
    expect(SYNC_STEPS).toEqual([...CATALOGUE_STEPS, 'agents']);
  });
});
