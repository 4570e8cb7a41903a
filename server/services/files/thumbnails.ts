// Decodes an image and writes it anew with sharp: the served display image (orientation applied,
// metadata and anything hidden after the image data dropped, capped to the kind's size) and the
// kind's thumbnail presets. Also reads an upload's header, which is how an upload is first judged.
import sharp, { type Sharp } from 'sharp';
import type { ImageType } from './sniff';

export type Preset = { width: number; height: number };
export type ImageKind = 'picture' | 'logo' | 'doctor' | 'review' | 'mediafile' | 'author';

/** Per kind: the largest display image (fit 'inside', never enlarged), the thumbnails, and
 * whether an upload's display image is made at upload time rather than on its first request.
 * Pictures: the size the spec's client compresses large images to (000 §5, §9: max 1920x1080),
 * so that what another client sends ends up the same; their thumbnail decodes the whole upload,
 * which proves it is an image, and the display image waits for its first request (issue 5's
 * budget). Logos: 001 §9 "logo max 1280x1280"; they have no thumbnail to prove the upload
 * decodes, so their display image is that proof (logos are few and small). Doctors' avatars:
 * 001 §9 "doctor avatar max 640x640" (the browser crops them square), with an 88x88 thumbnail for
 * the list's 44 px avatar on a dense screen and the portal's `mid` (002 §7 /images/doctor/mid/). Media library images:
 * 001 §9 "media image crop aspect 1.5, max 960x640"; the thumbnail is the list's, at that aspect. */
export const IMAGE_KINDS: Record<ImageKind, { max: Preset; presets: Record<string, Preset>; displayAtUpload: boolean }> = {
  picture: { max: { width: 1920, height: 1080 }, presets: { thumb: { width: 320, height: 240 } }, displayAtUpload: false },
  logo: { max: { width: 1280, height: 1280 }, presets: {}, displayAtUpload: true },
  // Review avatars: 001 §9 "review avatar square max 640x640, shown 44x44" (thumbnail twice that).
  review: { max: { width: 640, height: 640 }, presets: { thumb: { width: 88, height: 88 } }, displayAtUpload: false },
  doctor: {
    max: { width: 640, height: 640 },
    presets: { thumb: { width: 88, height: 88 }, mid: { width: 320, height: 320 } },
    displayAtUpload: true,
  },
  mediafile: { max: { width: 960, height: 640 }, presets: { thumb: { width: 240, height: 160 } }, displayAtUpload: false },
  // Authors' photos (002 §5 "Author": up to 5 MB, no size given): as doctors' avatars, whose
  // portal pages they sit beside; the thumbnail is the editors' author dropdowns'.
  author: { max: { width: 640, height: 640 }, presets: { thumb: { width: 88, height: 88 } }, displayAtUpload: true },
};

/** A 10 MB PNG can unpack to gigabytes: refuse more pixels than a 40-megapixel photo. */
const MAX_PIXELS = 40_000_000;

export type Rendered = { type: ImageType; original: Buffer; width: number; height: number; size: number; presets: Record<string, Buffer> };
export type Size = { width: number; height: number };

const isAnimated = (type: ImageType) => type === 'gif' || type === 'webp';

function open(input: string | Buffer, type: ImageType): Sharp {
  // Animation survives for the two types that have it; EXIF orientation is applied and dropped.
  return sharp(input, { animated: isAnimated(type), limitInputPixels: MAX_PIXELS, failOn: 'error' }).rotate();
}

/** The one encoding of every derivative. JPEG keeps sharp's default Huffman optimisation
 * (docs/decisions.md), as bench/upload.bench.ts's baseline does. */
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

const inside = ({ width, height }: Preset) => ({ width, height, fit: 'inside' as const, withoutEnlargement: true });

/** The size sharp gives an image of `size` fitted inside `max` without enlargement: the scaled
 * side is rounded as libvips rounds it (tested against sharp in thumbnails.test.ts). */
export function fitInside(size: Size, max: Preset): Size {
  if (size.width <= max.width && size.height <= max.height) return size;
  if (size.width / max.width >= size.height / max.height) {
    return { width: max.width, height: Math.max(1, Math.round((size.height * max.width) / size.width)) };
  }
  return { width: Math.max(1, Math.round((size.width * max.height) / size.height)), height: max.height };
}

/** The upright size of one frame, from the header only (cheap: nothing is decoded). Throws when
 * the header is not an image of `type` or names more pixels than a decode may take. */
export async function readHeader(input: string | Buffer, type: ImageType): Promise<Size> {
  const meta = await sharp(input, { animated: isAnimated(type), failOn: 'error' }).metadata();
  const format = { jpg: 'jpeg', png: 'png', gif: 'gif', webp: 'webp' }[type];
  if (meta.format !== format) throw new Error(`header says ${meta.format}, content says ${type}`);
  const frameHeight = meta.pageHeight ?? meta.height;
  if (!meta.width || !frameHeight || meta.width * frameHeight > MAX_PIXELS) throw new Error('no size or too many pixels');
  // EXIF orientations 5-8 turn the image a quarter, as rotate() does when it decodes.
  const upright = meta.orientation && meta.orientation >= 5;
  return upright ? { width: frameHeight, height: meta.width } : { width: meta.width, height: frameHeight };
}

/** The display image of `kind`, read as `from` (the sniffed type) and written as `to` (the same
 * for uploads; the type a catalogue row records for catalogue files). Throws when the input is
 * not a decodable image. */
export async function renderDisplay(input: string | Buffer, kind: ImageKind, from: ImageType, to: ImageType = from) {
  const { data, info } = await encode(open(input, from).resize(inside(IMAGE_KINDS[kind].max)), to).toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.pageHeight ?? info.height };
}

/** One thumbnail. From a JPEG or WebP file it shrinks while it loads (decoding at 1/2, 1/4 or
 * 1/8 scale), which is what makes it cheap enough to run at upload time. */
export async function renderPreset(input: string | Buffer, type: ImageType, preset: Preset, to: ImageType = type): Promise<Buffer> {
  return encode(open(input, type).resize(inside(preset)), to).toBuffer();
}

/** The display image and every preset of `kind` (a catalogue file, stored all at once).
 * Separate pipelines rather than one decode: each preset then shrinks while it loads. */
export async function renderImage(input: string | Buffer, kind: ImageKind, from: ImageType, to: ImageType = from): Promise<Rendered> {
  const presets = Object.entries(IMAGE_KINDS[kind].presets);
  const [display, ...thumbs] = await Promise.all([
    renderDisplay(input, kind, from, to),
    ...presets.map(([, preset]) => renderPreset(input, from, preset, to)),
  ]);
  return {
    type: to,
    original: display.data,
    width: display.width,
    height: display.height,
    size: display.data.length,
    presets: Object.fromEntries(presets.map(([name], i) => [name, thumbs[i]])),
  };
}
