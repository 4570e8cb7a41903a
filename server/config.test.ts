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
});
