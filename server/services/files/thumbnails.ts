// Decodes an image and writes it anew with sharp: the stored original (orientation applied,
// metadata and anything hidden after the image data dropped, capped to the kind's size) and
// the kind's thumbnail presets. A file that sharp cannot decode is refused by the caller.
import sharp, { type Sharp } from 'sharp';
import type { ImageType } from './sniff';

export type Preset = { width: number; height: number };
export type ImageKind = 'picture' | 'logo';

/** Per kind: the largest stored original (fit 'inside', never enlarged) and the thumbnails.
 * Pictures: the size the spec's client compresses large images to (000 §5, §9: max 1920x1080),
 * so that what another client sends ends up the same; logos: 001 §9 "logo max 1280x1280". */
export const IMAGE_KINDS: Record<ImageKind, { max: Preset; presets: Record<string, Preset> }> = {
  picture: { max: { width: 1920, height: 1080 }, presets: { thumb: { width: 320, height: 240 } } },
  logo: { max: { width: 1280, height: 1280 }, presets: {} },
};

/** A 10 MB PNG can unpack to gigabytes: refuse more pixels than a 40-megapixel photo. */
const MAX_PIXELS = 40_000_000;

export type Rendered = { type: ImageType; original: Buffer; width: number; height: number; size: number; presets: Record<string, Buffer> };

function open(input: string | Buffer, type: ImageType): Sharp {
  // Animation survives for the two types that have it; EXIF orientation is applied and dropped.
  const animated = type === 'gif' || type === 'webp';
  return sharp(input, { animated, limitInputPixels: MAX_PIXELS, failOn: 'error' }).rotate();
}

function encode(image: Sharp, type: ImageType): Sharp {
  switch (type) {
    case 'jpg':
      return image.jpeg({ quality: 85 });
    case 'png':
      return image.png();
    case 'gif':
      return image.gif();
    case 'webp':
      return image.webp({ quality: 85 });
  }
}

const inside = (width: number, height: number) => ({ width, height, fit: 'inside' as const, withoutEnlargement: true });

/** The original and every preset of `kind`, read as `from` (the sniffed type) and written as
 * `to` (the same for uploads; the type a catalogue row records for catalogue files). Throws when
 * the input is not a decodable image. */
export async function renderImage(input: string | Buffer, kind: ImageKind, from: ImageType, to: ImageType = from): Promise<Rendered> {
  const spec = IMAGE_KINDS[kind];
  const presetNames = Object.keys(spec.presets);
  // Separate pipelines rather than one decode: each preset then shrinks while it loads (JPEG
  // and WebP decode at 1/2, 1/4, 1/8 scale), which costs less than resizing the full image.
  const [original, ...thumbs] = await Promise.all([
    encode(open(input, from).resize(inside(spec.max.width, spec.max.height)), to).toBuffer({ resolveWithObject: true }),
    ...presetNames.map((name) => {
      const preset = spec.presets[name];
      return encode(open(input, from).resize(inside(preset.width, preset.height)), to).toBuffer();
    }),
  ]);
  const { info } = original;
  return {
    type: to,
    original: original.data,
    width: info.width,
    height: info.pageHeight ?? info.height,
    size: original.data.length,
    presets: Object.fromEntries(presetNames.map((name, i) => [name, thumbs[i]])),
  };
}

/** One preset from an already stored original (a preset added after the file was stored). */
export async function renderPreset(original: Buffer, type: ImageType, preset: Preset): Promise<Buffer> {
  return encode(open(original, type).resize(inside(preset.width, preset.height)), type).toBuffer();
}
