import { describe, expect, it } from 'vitest';
import { fitWithin } from '../upload/compressImage';
import { cropOutput } from './cropImage';

describe('cropImage', () => {
  it('keeps JPEG and WebP, and turns PNG and GIF into PNG', () => {
    expect(cropOutput('image/jpeg')).toEqual({ type: 'image/jpeg', extension: 'jpg' });
    expect(cropOutput('image/webp')).toEqual({ type: 'image/webp', extension: 'webp' });
    expect(cropOutput('image/png')).toEqual({ type: 'image/png', extension: 'png' });
    expect(cropOutput('image/gif')).toEqual({ type: 'image/png', extension: 'png' });
  });

  it('scales the chosen area (fitWithin) into the limit with its proportions, never up', () => {
    const media = { width: 960, height: 640 };
    expect(fitWithin(1200, 800, media)).toMatchObject({ width: 960, height: 640 });
    expect(fitWithin(300, 200, media)).toMatchObject({ width: 300, height: 200 });
    expect(fitWithin(2000, 2000, { width: 640, height: 640 })).toMatchObject({ width: 640, height: 640 });
    expect(fitWithin(2560, 1000, { width: 1280, height: 1280 })).toMatchObject({ width: 1280, height: 500 });
    expect(fitWithin(0.4, 0.4, media)).toMatchObject({ width: 1, height: 1 });
  });
});
