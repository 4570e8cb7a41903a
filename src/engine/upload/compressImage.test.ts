import { describe, expect, it } from 'vitest';
import { fitWithin } from './compressImage';

describe('the size a large picture is redrawn at', () => {
  it('fits within 1920x1080 keeping the proportions', () => {
    expect(fitWithin(2400, 1800)).toEqual({ width: 1440, height: 1080, scaled: true });
    expect(fitWithin(4000, 1000)).toEqual({ width: 1920, height: 480, scaled: true });
    expect(fitWithin(1080, 1920)).toEqual({ width: 608, height: 1080, scaled: true });
  });
  it('never enlarges a picture already within the bounds', () => {
    expect(fitWithin(1200, 800)).toEqual({ width: 1200, height: 800, scaled: false });
    expect(fitWithin(1920, 1080)).toEqual({ width: 1920, height: 1080, scaled: false });
  });
});
