// Storage keys and public URLs of images, and writing or removing all the files of one image
// (its private upload, its display image and its presets) as a unit.
import type { Storage } from './storage';
import { IMAGE_KINDS, type ImageKind, type Rendered } from './thumbnails';

/** `<kind>/<hash>.<type>` or `<kind>/<preset>/<hash>.<type>` (docs/data-model.md "Files"). */
export const fileKey = (kind: ImageKind, hash: string, type: string, preset?: string) =>
  preset ? `${kind}/${preset}/${hash}.${type}` : `${kind}/${hash}.${type}`;

/** Top folder of uploads kept as received: derivatives are made from them, and no route serves
 * them (`/images/` knows only kinds), so the bytes a client sent never go out as they came. */
export const PRIVATE = 'private';

/** `private/<kind>/<hash>.<type>`: an upload as received (docs/data-model.md "Files"). */
export const uploadKey = (kind: ImageKind, hash: string, type: string) => `${PRIVATE}/${kind}/${hash}.${type}`;

/** Where the browser and the public portal load the image (server/routes/images.ts). */
export const imageUrl = (kind: ImageKind, hash: string, type: string, preset?: string) => `/images/${fileKey(kind, hash, type, preset)}`;

/** Every key one image may occupy. */
const imageKeys = (kind: ImageKind, hash: string, type: string) => [
  uploadKey(kind, hash, type),
  fileKey(kind, hash, type),
  ...Object.keys(IMAGE_KINDS[kind].presets).map((preset) => fileKey(kind, hash, type, preset)),
];

/** A catalogue file rendered at once. Presets first, the display image last: a reader that finds
 * the display image finds its presets too. */
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
