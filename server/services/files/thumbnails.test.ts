// The size recorded at upload time (from the header alone) must be the size of the display image
// rendered later, and the header alone must already refuse what is not an image of its type.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { fitInside, IMAGE_KINDS, readHeader, renderDisplay } from './thumbnails';

const solid = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#5a8' } });

describe('fitInside and readHeader', () => {
  it.each([
    [2592, 1944],
    [4000, 3000],
    [1921, 1081],
    [1999, 1001],
    [3001, 1117],
    [1080, 1921],
    [777, 2333],
    [5000, 7],
    [1600, 1200],
    [300, 200],
  ])('predicts the display size of a %ix%i JPEG, as sharp renders it', async (width, height) => {
    const jpeg = await solid(width, height).jpeg().toBuffer();
    const predicted = fitInside(await readHeader(jpeg, 'jpg'), IMAGE_KINDS.picture.max);
    const rendered = await renderDisplay(jpeg, 'picture', 'jpg');
    expect(predicted).toEqual({ width: rendered.width, height: rendered.height });
    expect(await sharp(rendered.data).metadata()).toMatchObject(predicted);
  });

  it('reads the upright size of a rotated photo and one frame of an animation', async () => {
    const turned = await solid(200, 100).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    expect(await readHeader(turned, 'jpg')).toEqual({ width: 100, height: 200 });
    const frames = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#123' } })
      .gif()
      .toBuffer();
    const animation = await sharp([frames, frames, frames], { join: { animated: true } })
      .gif()
      .toBuffer();
    expect(await readHeader(animation, 'gif')).toEqual({ width: 40, height: 30 });
  });

  it('refuses a header of another type, a broken header and too many pixels', async () => {
    const png = await solid(10, 10).png().toBuffer();
    await expect(readHeader(png, 'jpg')).rejects.toThrow();
    await expect(readHeader(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2048, 'x')]), 'jpg')).rejects.toThrow();
    // A small JPEG whose frame header claims 8000x5001: nothing is decoded to find out.
    const huge = await solid(16, 16).jpeg().toBuffer();
    const frame = huge.indexOf(Buffer.from([0xff, 0xc0]));
    huge.writeUInt16BE(5001, frame + 5);
    huge.writeUInt16BE(8000, frame + 7);
    await expect(readHeader(huge, 'jpg')).rejects.toThrow(/too many pixels/);
  });
});
