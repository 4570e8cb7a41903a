// The banner uploads of one multipart request (002 §5 "Banners", §7): several named file parts
// (bannerFullFile, bannerMobileFile, ... or bannerFull, newBanner, ...) and the text fields, a
// repeated field kept as a list. Each file is png, jpg, jpeg or gif by its name AND its content
// ('This file type (ext) is not suitable for upload' on that file's field), at most 3 MB, streamed
// to a temporary file and never held in memory. Then each is stored re-encoded by sharp.
import { rm } from 'node:fs/promises';
import type { FastifyRequest } from 'fastify';
import { BANNER_MAX_BYTES, BANNER_MAX_MB, extensionOf, isBannerExtension } from '../../../common/advert';
import { ApiError, FieldErrors, fieldError } from '../../http/errors';
import { fileKey, removeImage, uploadKey } from '../files/images';
import { type ImageType, SNIFF_BYTES, sniff } from '../files/sniff';
import { newFileHash, type Storage } from '../files/storage';
import { readHeader, renderDisplay } from '../files/thumbnails';
import { type ReceiveRules, writePart } from '../files/upload';

const BANNER_TYPES_BY_CONTENT: readonly ImageType[] = ['png', 'jpg', 'gif'];
/** A banners list names up to 1000 clinics per banner. */
const FIELD_SIZE = 262_144;

export type BannerFile = { field: string; path: string; size: number; type: ImageType };
export type ReceivedBanners = { fields: Record<string, string[]>; files: Map<string, BannerFile>; discard(): Promise<void> };
/** An image as stored: its hash, type and its pixel size as uploaded. */
export type StoredBanner = { hash: string; fileType: ImageType; width: number; height: number };

/** A name the banners do not take (the spec's wording), and a file whose content is not the
 * image its name says (renamed or damaged: the same wording as every other upload). */
const wrongType = (field: string, ext: string) => fieldError(field, 'app.advert.messages.fileType', { ext: ext || '?' });
const wrongContent = (field: string, type: string) => fieldError(field, 'server.upload.wrongContent', { type: type.toUpperCase() });

const rulesFor = (field: string, ext: string): ReceiveRules => ({
  max: BANNER_MAX_BYTES,
  maxMb: BANNER_MAX_MB,
  headBytes: SNIFF_BYTES,
  refusesHead: (head) => (BANNER_TYPES_BY_CONTENT.includes(sniff(head) as ImageType) ? undefined : wrongContent(field, ext)),
});

/** Receives the request's parts; only the `fileFields` may carry a file, one each. */
export async function receiveBanners(
  request: FastifyRequest,
  tempFile: () => Promise<string>,
  fileFields: readonly string[],
): Promise<ReceivedBanners> {
  const fields: Record<string, string[]> = {};
  const files = new Map<string, BannerFile>();
  const discard = async () => {
    await Promise.all([...files.values()].map((file) => rm(file.path, { force: true })));
  };
  let pending: string | undefined;
  try {
    const parts = request.parts({ limits: { fileSize: BANNER_MAX_BYTES, files: fileFields.length, fields: 50, fieldSize: FIELD_SIZE } });
    for await (const part of parts) {
      if (part.type === 'field') {
        fields[part.fieldname] ??= [];
        fields[part.fieldname].push(String(part.value ?? ''));
        continue;
      }
      const field = part.fieldname;
      const ext = extensionOf(part.filename ?? '');
      if (!fileFields.includes(field) || files.has(field)) throw new ApiError(400, 'server.error.badRequest');
      if (!isBannerExtension(ext)) throw wrongType(field, ext);
      pending = await tempFile();
      const rules = rulesFor(field, ext);
      const tooLarge = () => fieldError(field, 'server.upload.tooLarge', { max: BANNER_MAX_MB });
      const written = await writePart(part, pending, rules).catch((error) => {
        throw error instanceof ApiError && error.statusCode === 413 ? tooLarge() : error;
      });
      const type = sniff(written.head);
      if (!type || !BANNER_TYPES_BY_CONTENT.includes(type)) throw wrongContent(field, ext);
      files.set(field, { field, path: pending, size: written.size, type });
      pending = undefined;
    }
  } catch (error) {
    if (pending) await rm(pending, { force: true });
    await discard();
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new ApiError(413, 'server.upload.tooLarge', { max: BANNER_MAX_MB });
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
      throw new ApiError(400, 'server.error.badRequest');
    throw error;
  }
  return { fields, files, discard };
}

/** Stores each file re-encoded (its pixel size read from its header); a file that does not decode
 * is refused on its field. All or nothing: on a refusal the ones stored are removed. */
export async function storeBanners(storage: Storage, files: BannerFile[]): Promise<Map<string, StoredBanner>> {
  const stored = new Map<string, StoredBanner>();
  try {
    for (const file of files) {
      const hash = newFileHash();
      let image: StoredBanner;
      let display: Buffer;
      try {
        const size = await readHeader(file.path, file.type);
        display = (await renderDisplay(file.path, 'banner', file.type)).data;
        image = { hash, fileType: file.type, ...size };
      } catch {
        throw wrongContent(file.field, file.type);
      }
      stored.set(file.field, image);
      await storage.put(fileKey('banner', hash, file.type), display);
      await storage.putFile(uploadKey('banner', hash, file.type), file.path);
    }
  } catch (error) {
    await removeBanners(storage, [...stored.values()]);
    throw error;
  }
  return stored;
}

export const removeBanners = (storage: Storage, images: { hash: string; fileType: string }[]) =>
  Promise.all(images.map((image) => removeImage(storage, 'banner', image.hash, image.fileType)));

/** Several refusals at once, so that every wrong field shows its message. */
export function joinErrors(errors: FieldErrors[]): FieldErrors | undefined {
  if (errors.length === 0) return undefined;
  return new FieldErrors(Object.assign({}, ...errors.map((e) => e.fields)));
}
