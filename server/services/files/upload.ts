// Receives one image from a multipart request (000 §5 upload rules): its text fields, and its
// first file part streamed to a temporary file while the limits are enforced, so that neither an
// oversized nor a refused file is ever held in memory or left on disk.
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { ApiError, fieldError } from '../../http/errors';
import { type ImageType, SNIFF_BYTES, sniff } from './sniff';

const MIN_UPLOAD = 1024;
const MAX_UPLOAD = 10_485_760;

export type Upload = {
  /** The received bytes, as sent (not yet decoded); remove with discard(). */
  path: string;
  size: number;
  type: ImageType;
  fields: Record<string, string>;
  discard(): Promise<void>;
};

const wrongFormat = () => fieldError('file', 'server.upload.wrongFormat');
const tooLarge = () => new ApiError(413, 'server.upload.tooLarge', { max: MAX_UPLOAD / 1_048_576 });

/** Streams the part to `path`, counting bytes and reading the type from the first bytes. */
async function writePart(part: MultipartFile, path: string): Promise<{ size: number; type: ImageType | null }> {
  let size = 0;
  let head = Buffer.alloc(0);
  const meter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      // busboy stops at the limit and marks the part truncated; counting here as well keeps the
      // rule true even if the plugin's limits were ever loosened.
      if (size > MAX_UPLOAD) return done(tooLarge());
      if (head.length < SNIFF_BYTES) {
        head = Buffer.concat([head, chunk.subarray(0, SNIFF_BYTES)]).subarray(0, SNIFF_BYTES);
        // Refuse as soon as the signature is known: a script is never written out in full.
        if (head.length === SNIFF_BYTES && !sniff(head)) return done(wrongFormat());
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
  if (part.file.truncated) throw tooLarge();
  return { size, type: sniff(head) };
}

/** Translates the plugin's limit errors into this call's answers. */
function limitError(error: unknown): unknown {
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge();
  if (code === 'FST_FILES_LIMIT') return new ApiError(400, 'server.upload.oneFile');
  return error;
}

/** The text fields (first value of each name) and the first file part, whatever its field name. */
export async function receiveImage(request: FastifyRequest, tempFile: () => Promise<string>): Promise<Upload> {
  const fields: Record<string, string> = {};
  let path: string | undefined;
  let received: { size: number; type: ImageType | null } | undefined;
  try {
    const parts = request.parts({ limits: { fileSize: MAX_UPLOAD, files: 1, fields: 20, fieldSize: 4096 } });
    for await (const part of parts) {
      if (part.type === 'field') {
        fields[part.fieldname] ??= String(part.value ?? '');
        continue;
      }
      path = await tempFile();
      received = await writePart(part, path);
    }
    if (!path || !received) throw fieldError('file', 'server.upload.noFile');
    if (received.size < MIN_UPLOAD || !received.type) throw wrongFormat();
  } catch (error) {
    if (path) await rm(path, { force: true });
    throw limitError(error);
  }
  const file = path;
  return { path: file, size: received.size, type: received.type, fields, discard: () => rm(file, { force: true }) };
}
