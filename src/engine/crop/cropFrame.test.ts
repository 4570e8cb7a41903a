import { describe, expect, it } from 'vitest';
import { frameState, wholeImage } from './cropFrame';

const image = { naturalWidth: 1600 };
const canvas = { width: 672, height: 420 };

describe('a crop build', () => {
  it('is ready when the image and its frame have a size', () => {
    expect(frameState(image, canvas, { width: 672, height: 420 })).toBe('ready');
  });

  it('is not ready with a frame of a pixel at the edge (the stress run saved such a dot), nor of none', () => {
    expect(frameState(image, canvas, { width: 1, height: 1 })).toBe('fitFrame');
    expect(frameState(image, canvas, { width: 0, height: 0 })).toBe('fitFrame');
  });

  it('is built again while the image has no size', () => {
    expect(frameState({ naturalWidth: 0 }, canvas, { width: 672, height: 420 })).toBe('rebuild');
    expect(frameState(image, { width: 0, height: 0 }, { width: 0, height: 0 })).toBe('rebuild');
  });

  it('fits a frame to the visible part of the image', () => {
    expect(wholeImage({ left: 90, top: 0, width: 672, height: 420 }, { width: 852, height: 420 })).toEqual({
      left: 90,
      top: 0,
      width: 672,
      height: 420,
    });
    expect(wholeImage({ left: -10, top: -5, width: 900, height: 500 }, { width: 852, height: 420 })).toEqual({
      left: 0,
      top: 0,
      width: 852,
      height: 420,
    });
  });
});
