import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('configuration from the environment', () => {
  it('runs 3 picture uploads at once by default, UPLOAD_PARALLEL at most 5, and ignores what is not a positive number', () => {
    const parallel = (value?: string) => loadConfig({ UPLOAD_PARALLEL: value }, { dataDir: '/tmp/unused' }).uploadParallel;
    expect(parallel()).toBe(3);
    expect(parallel('5')).toBe(5);
    expect(parallel('9')).toBe(5);
    expect(parallel('0')).toBe(3);
    expect(parallel('many')).toBe(3);
  });

  it('keeps the history 365 days by default, forever with 0, and ignores what is not a whole number', () => {
    const retention = (value?: string) => loadConfig({ HISTORY_RETENTION_DAYS: value }, { dataDir: '/tmp/unused' }).historyRetentionDays;
    expect(retention()).toBe(365);
    expect(retention('30')).toBe(30);
    expect(retention('0')).toBe(0);
    expect(retention('-5')).toBe(365);
    expect(retention('a year')).toBe(365);
  });
});
