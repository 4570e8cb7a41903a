// The synchronisation step's call of the endpoint table, as the wire sees it.
import { describe, expect, it } from 'vitest';
import { syncStepCall } from './endpoints';

describe('sync step call', () => {
  it('posts one step, its name in the path', () => {
    expect(syncStepCall('clinics')).toEqual({ method: 'POST', path: '/api/admin/sync/clinics' });
  });
});
