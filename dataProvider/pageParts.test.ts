import { describe, expect, it } from 'vitest';
import { pageParts } from './pageParts';

describe('a page larger than the call serves', () => {
  it('is the call’s own page when it fits or the call names no maximum', () => {
    expect(pageParts(3, 50, 200)).toEqual({ pages: [2], size: 50 });
    expect(pageParts(1, 1000, undefined)).toEqual({ pages: [0], size: 1000 });
  });

  it('is read as several pages of a size that divides it, holding the same records', () => {
    expect(pageParts(1, 1000, 200)).toEqual({ pages: [0, 1, 2, 3, 4], size: 200 });
    expect(pageParts(2, 1000, 500)).toEqual({ pages: [2, 3], size: 500 });
    expect(pageParts(2, 1000, 300)).toEqual({ pages: [4, 5, 6, 7], size: 250 });
  });
});
