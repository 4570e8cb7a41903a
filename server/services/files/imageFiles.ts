// Makes an image's bytes available before they are served or copied: a catalogue image (whose
// record carried metadata only) is read from the catalogue source on first use and stored through
// the same decode and re-encode as an upload; a preset missing beside a stored original is
// rendered from it. Afterwards both are plain stored files.
import type { CatalogueSource } from '../sync/source/source';
import { fileKey, storeImage } from './images';
import { imageTypeOf, SNIFF_BYTES, sniff } from './sniff';
import type { Storage } from './storage';
import { IMAGE_KINDS, type ImageKind, renderImage, renderPreset } from './thumbnails';

export type ImageFiles = { storage: Storage; source: CatalogueSource };
export type StoredImage = { kind: ImageKind; hash: string; fileType: string; catalogue: boolean };

/** One fetch per image at a time in this process; another node may fetch too, which is harmless
 * (both store the same bytes, each write is atomic). */
const inFlight = new Map<string, Promise<boolean>>();

async function fetchOnce({ storage, source }: ImageFiles, image: StoredImage): Promise<boolean> {
  const to = imageTypeOf(image.fileType);
  if (!to) return false;
  const bytes = await source.file(image.kind, image.hash, image.fileType);
  if (!bytes) return false;
  const from = sniff(bytes.subarray(0, SNIFF_BYTES));
  if (!from) throw new Error(`catalogue ${image.kind} ${image.hash}: not an image`);
  await storeImage(storage, image.kind, image.hash, await renderImage(bytes, image.kind, from, to));
  return true;
}

/** True when the image's original (or `preset`) is in storage after the call. Throws when the
 * catalogue cannot be read or sends something that is not an image. */
export async function ensureImage(files: ImageFiles, image: StoredImage, preset?: string): Promise<boolean> {
  const { storage } = files;
  const key = fileKey(image.kind, image.hash, image.fileType, preset);
  if (await storage.exists(key)) return true;
  const type = imageTypeOf(image.fileType);
  const spec = preset ? IMAGE_KINDS[image.kind].presets[preset] : undefined;
  const original = spec && type ? await storage.get(fileKey(image.kind, image.hash, image.fileType)) : null;
  if (spec && type && original) {
    await storage.put(key, await renderPreset(original, type, spec));
    return true;
  }
  if (!image.catalogue) return false;
  return (await fetchFromCatalogue(files, image)) && storage.exists(key);
}

function fetchFromCatalogue(files: ImageFiles, image: StoredImage): Promise<boolean> {
  const key = fileKey(image.kind, image.hash, image.fileType);
  const running = inFlight.get(key);
  if (running) return running;
  const started = fetchOnce(files, image).finally(() => inFlight.delete(key));
  inFlight.set(key, started);
  return started;
}
