// Storage keys and public URLs of images, and writing or removing all the files of one image
// (its original and its presets) as a unit.
import type { Storage } from './storage';
import { IMAGE_KINDS, type ImageKind, type Rendered } from './thumbnails';

/** `<kind>/<hash>.<type>` or `<kind>/<preset>/<hash>.<type>` (docs/data-model.md "Files"). */
export const fileKey = (kind: ImageKind, hash: string, type: string, preset?: string) =>
  preset ? `${kind}/${preset}/${hash}.${type}` : `${kind}/${hash}.${type}`;

/** Where the browser and the public portal load the image (server/routes/images.ts). */
export const imageUrl = (kind: ImageKind, hash: string, type: string, preset?: string) => `/images/${fileKey(kind, hash, type, preset)}`;

/** Every key one image may occupy. */
export const imageKeys = (kind: ImageKind, hash: string, type: string) => [
  fileKey(kind, hash, type),
  ...Object.keys(IMAGE_KINDS[kind].presets).map((preset) => fileKey(kind, hash, type, preset)),
];

/** Presets first, the original last: a reader that finds the original finds its presets too. */
export async function storeImage(storage: Storage, kind: ImageKind, hash: string, image: Rendered): Promise<void> {
  try {
    for (const [preset, bytes] of Object.entries(image.presets)) await storage.put(fileKey(kind, hash, image.type, preset), bytes);
    await storage.put(fileKey(kind, hash, image.type), image.original);
  } catch (error) {
    await removeImage(storage, kind, hash, image.type);
    throw error;
  }
}

/** Removes the image's files; called after the transaction that forgot the image committed. */
export async function removeImage(storage: Storage, kind: ImageKind, hash: string, type: string): Promise<void> {
  await Promise.all(imageKeys(kind, hash, type).map((key) => storage.delete(key)));
}
