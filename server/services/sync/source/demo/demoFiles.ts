// The demo catalogue's file bytes: an image drawn from the hash alone (a two-colour gradient with
// a few soft shapes), so that every demo picture and logo shows something and the same hash always
// gives the same image, with no files shipped in the repository; documents: demoDocuments.ts.
import sharp from 'sharp';
import type { CatalogueFileKind } from '../source';
import { demoDocument } from './demoDocuments';
import { random } from './random';

/** The sizes the demo records announce (profilephotos say 1600x1067). */
const SIZES: Record<Exclude<CatalogueFileKind, 'document'>, [width: number, height: number]> = {
  picture: [1600, 1067],
  logo: [512, 512],
  doctor: [800, 800],
  review: [256, 256],
};

function seedOf(hash: string): number {
  let seed = 2166136261;
  for (const char of hash) seed = Math.imul(seed ^ char.charCodeAt(0), 16777619);
  return seed >>> 0;
}

function drawing(kind: keyof typeof SIZES, hash: string): string {
  const [width, height] = SIZES[kind];
  const r = random(seedOf(hash));
  const hue = r.int(0, 359);
  const colour = (shift: number, light: number) => `hsl(${(hue + shift) % 360}, 55%, ${light}%)`;
  const shapes = Array.from({ length: 6 }, () => {
    const size = r.int(Math.round(width / 12), Math.round(width / 4));
    return `<circle cx="${r.int(0, width)}" cy="${r.int(0, height)}" r="${size}" fill="${colour(r.int(20, 60), r.int(55, 85))}" fill-opacity="0.35"/>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colour(0, 45)}"/><stop offset="1" stop-color="${colour(40, 25)}"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/>${shapes.join('')}</svg>`;
}

export async function demoFile(kind: CatalogueFileKind, hash: string, fileType: string): Promise<Buffer | null> {
  if (kind === 'document') return demoDocument(hash, fileType);
  const image = sharp(Buffer.from(drawing(kind, hash)));
  switch (fileType) {
    case 'jpg':
    case 'jpeg':
      return image.jpeg({ quality: 80 }).toBuffer();
    case 'png':
      return image.png().toBuffer();
    case 'gif':
      return image.gif().toBuffer();
    case 'webp':
      return image.webp().toBuffer();
    default:
      return null;
  }
}
