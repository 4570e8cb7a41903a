// Makes an image's served bytes exist before they are served or copied. An upload's display image
// (and a preset added later) is rendered from its private upload on first request; a catalogue
// image (whose record carried metadata only) is read from the catalogue source on first use and
// rendered the same way. Afterwards all are plain stored files.
import type { CatalogueSource } from '../sync/source/source';
import { fileKey, storeImage, uploadKey } from './images';
import { type ImageType, imageTypeOf, SNIFF_BYTES, sniff } from './sniff';
import type { Storage } from './storage';
import { IMAGE_KINDS, type ImageKind, renderDisplay, renderImage, renderPreset } from './thumbnails';

export type ImageFiles = { storage: Storage; source: CatalogueSource };
export type StoredImage = { kind: ImageKind; hash: string; fileType: string; catalogue: boolean };

/** One rendering or fetch per key at a time in this process, so that a burst of first requests
 * renders once. Another node may render too, which is harmless: both write the same picture and
 * each write is whole (Storage.put). */
const rendering = new Map<string, Promise<boolean>>();
const fetching = new Map<string, Promise<boolean>>();

function once(running: Map<string, Promise<boolean>>, key: string, task: () => Promise<boolean>): Promise<boolean> {
  const found = running.get(key);
  if (found) return found;
  const started = task().finally(() => running.delete(key));
  running.set(key, started);
  return started;
}

async function fetchOnce({ storage, source }: ImageFiles, image: StoredImage, to: ImageType): Promise<boolean> {
  // The media library's files, authors' photos, banners and employees' avatars are all uploads:
  // the catalogue has none.
  if (image.kind === 'mediafile' || image.kind === 'author' || image.kind === 'banner' || image.kind === 'user') return false;
  const bytes = await source.file(image.kind, image.hash, image.fileType);
  if (!bytes) return false;
  const from = sniff(bytes.subarray(0, SNIFF_BYTES));
  if (!from) throw new Error(`catalogue ${image.kind} ${image.hash}: not an image`);
  await storeImage(storage, image.kind, image.hash, await renderImage(bytes, image.kind, from, to));
  return true;
}

/** Renders `key` from what is stored: the private upload, else (for a preset) the display image,
 * else the catalogue file. False when there is nothing to render it from. */
async function render(files: ImageFiles, image: StoredImage, type: ImageType, key: string, preset?: string): Promise<boolean> {
  const { storage } = files;
  const spec = preset ? IMAGE_KINDS[image.kind].presets[preset] : undefined;
  const upload = await storage.get(uploadKey(image.kind, image.hash, image.fileType));
  if (upload) {
    await storage.put(key, spec ? await renderPreset(upload, type, spec) : (await renderDisplay(upload, image.kind, type)).data);
    return true;
  }
  const display = spec ? await storage.get(fileKey(image.kind, image.hash, image.fileType)) : null;
  if (spec && display) {
    await storage.put(key, await renderPreset(display, type, spec));
    return true;
  }
  if (!image.catalogue) return false;
  const fetched = await once(fetching, fileKey(image.kind, image.hash, image.fileType), () => fetchOnce(files, image, type));
  return fetched && storage.exists(key);
}

/** True when the image's display image (or `preset`) is in storage after the call. Throws when
 * the catalogue cannot be read or a file does not decode. */
export async function ensureImage(files: ImageFiles, image: StoredImage, preset?: string): Promise<boolean> {
  const key = fileKey(image.kind, image.hash, image.fileType, preset);
  if (await files.storage.exists(key)) return true;
  const type = imageTypeOf(image.fileType);
  if (!type || (preset && !IMAGE_KINDS[image.kind].presets[preset])) return false;
  return once(rendering, key, () => render(files, image, type, key, preset));
}
