// GET /images/<kind>/<hash>.<type> and /images/<kind>/<preset>/<hash>.<type>: an image's display
// image or thumbnail, public (the public portal shows them), always bytes re-encoded by sharp
// (rendered on the first request when missing), never an upload as received (its private key has
// no route). The hash is looked up in its owner table and the Content-Type comes from the stored
// type, never from the path's extension, which must simply match it. Names never change (a new file gets a new hash), so answers are cached for a year.
// Declared in resources/images/calls.ts.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { imageCalls } from '../../resources/images/calls';
import { ApiError } from '../http/errors';
import { type CallRequest, registerCalls } from '../http/registerCalls';
import { findImageOwner } from '../repositories/imageOwners';
import { ensureImage, type ImageFiles } from '../services/files/imageFiles';
import { fileKey } from '../services/files/images';
import { CONTENT_TYPES, imageTypeOf } from '../services/files/sniff';
import { IMAGE_KINDS, type ImageKind } from '../services/files/thumbnails';

const FILE = /^([0-9a-f-]{36})\.([a-z0-9]{1,8})$/;
const isKind = (kind: string): kind is ImageKind => Object.hasOwn(IMAGE_KINDS, kind);

type ImageRequest = CallRequest<typeof imageCalls.calls.imageDerivative>;

export function imageRoutes(files: ImageFiles) {
  return async (app: FastifyInstance) => {
    // One handler for both paths: a preset names a derivative, its absence the display image.
    async function serve(request: ImageRequest, reply: FastifyReply) {
      const { kind, preset, file } = request.params;
      const [, hash, ext] = FILE.exec(file) ?? [];
      const known = isKind(kind) && hash && (preset === undefined || Object.hasOwn(IMAGE_KINDS[kind].presets, preset));
      if (!known) throw new ApiError(404, 'server.error.notFound');
      const owner = await findImageOwner(app.db, kind, hash);
      const type = owner && owner.fileType === ext ? imageTypeOf(owner.fileType) : null;
      if (!owner || !type) throw new ApiError(404, 'server.error.notFound');
      const etag = `"${hash}${preset ? `-${preset}` : ''}"`;
      const caching = { 'cache-control': 'public, max-age=31536000, immutable', etag };
      if (request.headers['if-none-match'] === etag) return reply.code(304).headers(caching).send();
      const image = { kind, hash, fileType: owner.fileType, catalogue: owner.catalogue };
      const ready = await ensureImage(files, image, preset).catch((error) => {
        request.log.error({ err: error, kind, hash }, 'image not rendered (catalogue or decoding failed)');
        throw new ApiError(502, 'server.images.unavailable');
      });
      const stored = ready ? await files.storage.stream(fileKey(kind, hash, owner.fileType, preset)) : null;
      if (!stored) {
        request.log.warn({ kind, hash, preset }, 'image row without its file');
        throw new ApiError(404, 'server.error.notFound');
      }
      reply.headers({
        ...caching,
        'content-type': CONTENT_TYPES[type],
        'content-length': stored.size,
        'x-content-type-options': 'nosniff',
        'content-disposition': 'inline',
        // helmet's same-origin default would stop the public portal (another origin) showing it.
        'cross-origin-resource-policy': 'cross-origin',
      });
      return reply.send(stored.body);
    }

    registerCalls(app, imageCalls, { image: serve, imageDerivative: serve });
  };
}
