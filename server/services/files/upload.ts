// Receives one file from a multipart request: its text fields, and its first file part streamed to
// a temporary file while the size limit is enforced, so that neither an oversized nor a refused
// file is ever held in memory or left on disk. receiveImage applies the image upload rules of
// 000 §5; the documents step (services/files/documentUpload.ts) brings its own.
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { IMAGE_RULES } from '../../../common/fileRules';
import { ApiError, type FieldErrors, fieldError } from '../../http/errors';
import { type ImageType, SNIFF_BYTES, sniff } from './sniff';

/** What a kind of upload allows: at most `max` bytes (`maxMb` in the refusal's message), and a
 * look at the first `headBytes` that may refuse the file before the rest is written out. */
export type ReceiveRules = {
  max: number;
  maxMb: number;
  headBytes: number;
  refusesHead?: (head: Buffer) => FieldErrors | undefined;
};

/** A received file, not yet judged beyond its size and head; remove with discard(). */
export type Received = {
  path: string;
  size: number;
  head: Buffer;
  /** The name the client gave the file part ('' when none). */
  filename: string;
  fields: Record<string, string>;
  discard(): Promise<void>;
};

export type Upload = Omit<Received, 'head' | 'filename'> & { type: ImageType };

/** The browser's bounds of every image upload (common/fileRules.ts), checked again here. */
const IMAGE_MIN = IMAGE_RULES.min;
const IMAGE_RECEIVE: ReceiveRules = {
  max: IMAGE_RULES.max,
  maxMb: IMAGE_RULES.max / 1_048_576,
  headBytes: SNIFF_BYTES,
  refusesHead: (head) => (sniff(head) ? undefined : wrongFormat()),
};

const wrongFormat = () => fieldError('file', 'server.upload.wrongFormat');
const tooLarge = (rules: ReceiveRules) => new ApiError(413, 'server.upload.tooLarge', { max: rules.maxMb });

/** Streams the part to `path`, counting bytes and keeping the first bytes. */
export async function writePart(part: MultipartFile, path: string, rules: ReceiveRules): Promise<{ size: number; head: Buffer }> {
  let size = 0;
  let head = Buffer.alloc(0);
  const meter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      // busboy stops at the limit and marks the part truncated; counting here as well keeps the
      // rule true even if the plugin's limits were ever loosened.
      if (size > rules.max) return done(tooLarge(rules));
      if (head.length < rules.headBytes) {
        head = Buffer.concat([head, chunk.subarray(0, rules.headBytes)]).subarray(0, rules.headBytes);
        // Refuse as soon as the signature is known: a script is never written out in full.
        const refused = head.length === rules.headBytes ? rules.refusesHead?.(head) : undefined;
        if (refused) return done(refused);
      }
      done(null, chunk);
    },
  });
  const out = createWriteStream(path);
  try {
    await pipeline(part.file, meter, out);
  } finally {
    // A stream destroyed before its file was opened still opens and closes it afterwards: wait,
    // or the caller's removal could run first and the empty file would stay behind.
    if (!out.closed) await once(out, 'close');
  }
  if (part.file.truncated) throw tooLarge(rules);
  return { size, head };
}

/** Translates the plugin's limit errors into this call's answers. */
function limitError(error: unknown, rules: ReceiveRules): unknown {
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge(rules);
  if (code === 'FST_FILES_LIMIT') return new ApiError(400, 'server.upload.oneFile');
  return error;
}

/** The text fields (first value of each name, each up to `fieldSize` bytes) and the first file
 * part, whatever its field name, when there is one. */
export async function receiveParts(
  request: FastifyRequest,
  tempFile: () => Promise<string>,
  rules: ReceiveRules,
  fieldSize = 4096,
): Promise<{ fields: Record<string, string>; file?: Received }> {
  const fields: Record<string, string> = {};
  let path: string | undefined;
  let received: { size: number; head: Buffer; filename: string } | undefined;
  try {
    const parts = request.parts({ limits: { fileSize: rules.max, files: 1, fields: 20, fieldSize } });
    for await (const part of parts) {
      if (part.type === 'field') {
        fields[part.fieldname] ??= String(part.value ?? '');
        continue;
      }
      path = await tempFile();
      received = { ...(await writePart(part, path, rules)), filename: part.filename ?? '' };
    }
  } catch (error) {
    if (path) await rm(path, { force: true });
    throw limitError(error, rules);
  }
  if (!path || !received) return { fields };
  const file = path;
  return { fields, file: { path: file, ...received, fields, discard: () => rm(file, { force: true }) } };
}

/** The text fields (first value of each name) and the first file part, whatever its field name. */
export async function receiveFile(request: FastifyRequest, tempFile: () => Promise<string>, rules: ReceiveRules): Promise<Received> {
  const { file } = await receiveParts(request, tempFile, rules);
  if (!file) throw fieldError('file', 'server.upload.noFile');
  return file;
}

/** Judges a received file as an image (000 §5): jpg, png, gif or webp by content, at least 1024
 * bytes; a refused file is removed. */
export async function asImage(received: Received, field = 'file'): Promise<Upload> {
  const { head, filename: _name, ...rest } = received;
  const type = sniff(head);
  if (rest.size < IMAGE_MIN || !type) {
    await rest.discard();
    throw fieldError(field, 'server.upload.wrongFormat');
  }
  return { ...rest, type };
}

/** The rules of an image upload of at most `maxMb` megabytes: refused as soon as its head is not an image. */
export const imageRules = (maxMb: number, field = 'file'): ReceiveRules => ({
  max: maxMb * 1_048_576,
  maxMb,
  headBytes: SNIFF_BYTES,
  refusesHead: (head) => (sniff(head) ? undefined : fieldError(field, 'server.upload.wrongFormat')),
});

/** An image upload (000 §5): jpg, png, gif or webp by content, 1024 bytes to 10 MB. */
export async function receiveImage(request: FastifyRequest, tempFile: () => Promise<string>): Promise<Upload> {
  return asImage(await receiveFile(request, tempFile, IMAGE_RECEIVE));
}
