import { describe, expect, it } from 'vitest';
import { isComplete, profileQuality } from './completion';

describe('profile completion', () => {
  it('is complete when reviewed after the last content change, or reviewed with no content date', () => {
    expect(isComplete({ cd: null, rd: null })).toBe(false);
    expect(isComplete({ cd: 5, rd: null })).toBe(false);
    expect(isComplete({ cd: null, rd: 5 })).toBe(true);
    expect(isComplete({ cd: 5, rd: 6 })).toBe(true);
    expect(isComplete({ cd: 6, rd: 6 })).toBe(false);
    expect(isComplete({ cd: 7, rd: 6 })).toBe(false);
  });

  it('counts the 13 profile sections per language', () => {
    const marks = [
      { section: 1, lang: 'RU', cd: 1, rd: 2 },
      { section: 2, lang: 'RU', cd: null, rd: 2 },
      { section: 8, lang: 'RU', cd: null, rd: 2 },
      { section: 1, lang: 'EN', cd: 3, rd: 2 },
      { section: 17, lang: 'EN', cd: 1, rd: 2 },
    ];
    expect(profileQuality(marks)).toEqual({ RU: 2, EN: 1 });
  });
});
