import { describe, expect, it } from 'vitest';
import { cropOutput, croppedSize } from './cropImage';

describe('cropImage', () => {
  it('keeps JPEG and WebP, and turns PNG and GIF into PNG', () => {
    expect(cropOutput('image/jpeg')).toEqual({ type: 'image/jpeg', extension: 'jpg' });
    expect(cropOutput('image/webp')).toEqual({ type: 'image/webp', extension: 'webp' });
    expect(cropOutput('image/png')).toEqual({ type: 'image/png', extension: 'png' });
    expect(cropOutput('image/gif')).toEqual({ type: 'image/png', extension: 'png' });
  });

  it('scales the chosen area into the limit with its proportions, never up', () => {
    const media = { width: 960, height: 640 };
    expect(croppedSize({ width: 1200, height: 800 }, media)).toEqual({ width: 960, height: 640 });
    expect(croppedSize({ width: 300, height: 200 }, media)).toEqual({ width: 300, height: 200 });
    expect(croppedSize({ width: 2000, height: 2000 }, { width: 640, height: 640 })).toEqual({ width: 640, height: 640 });
    expect(croppedSize({ width: 2560, height: 1000 }, { width: 1280, height: 1280 })).toEqual({ width: 1280, height: 500 });
    expect(croppedSize({ width: 0.4, height: 0.4 }, media)).toEqual({ width: 1, height: 1 });
  });
});
