import { describe, expect, it } from 'vitest';
import { CATALOGUE_STEPS, SYNC_STEPS } from '../../../server/services/sync/steps';
import { AGENTS_SYNC_STEPS, CATALOGUE_SYNC_STEPS } from './syncSteps';

describe('the browser’s sync steps', () => {
  it('are the server’s 17 catalogue steps in the same order, plus agents', () => {
    expect(CATALOGUE_SYNC_STEPS).toHaveLength(17);
    expect([...CATALOGUE_SYNC_STEPS]).toEqual([...CATALOGUE_STEPS]);
    expect([...CATALOGUE_SYNC_STEPS, ...AGENTS_SYNC_STEPS]).toEqual([...SYNC_STEPS]);
  });
});
