// The one error handler: every failure becomes `{ status, error, message, path }` in the
// session's language; 5xx answers carry only an id that is also in the log, never a stack.
import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { translate } from '../../i18n/interpolate';
import { localizeFieldErrors } from '../../schemas/localizeFieldErrors';
import { ApiError, FieldErrors, type MessageParams } from '../http/errors';

/** Fastify's and its plugins' own error codes, mapped onto our status and message keys. */
const KNOWN: Record<string, { status: number; key: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, key: 'server.error.badJson' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, key: 'server.error.badJson' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, key: 'server.error.unsupportedType' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, key: 'server.error.badRequest' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, key: 'server.error.tooLarge' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { status: 415, key: 'server.error.unsupportedType' },
  FST_MULTIPART_INVALID_CONTENT: { status: 400, key: 'server.error.badMultipart' },
  FST_PROTO_VIOLATION: { status: 400, key: 'server.error.badMultipart' },
  FST_REQ_FILE_TOO_LARGE: { status: 413, key: 'server.error.tooLarge' },
  FST_PARTS_LIMIT: { status: 413, key: 'server.error.tooLarge' },
  FST_FILES_LIMIT: { status: 413, key: 'server.error.tooLarge' },
  FST_FIELDS_LIMIT: { status: 413, key: 'server.error.tooLarge' },
  FST_ERR_VALIDATION: { status: 400, key: 'server.error.badRequest' },
};

export function sendError(request: FastifyRequest, reply: FastifyReply, status: number, key: string, params: MessageParams = {}) {
  const message = translate(request.lang ?? 'ru', key, params);
  return reply.code(status).send({ status, error: STATUS_CODES[status], message, path: request.url.split('?')[0] });
}

export default fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof FieldErrors) {
      const errorKey = request.routeOptions.config.errorKey ?? 'error';
      const fields = localizeFieldErrors(error.fields, request.lang ?? 'ru');
      return reply.code(400).send(errorKey === 'root' ? fields : { [errorKey]: fields });
    }
    if (error instanceof ApiError) {
      reply.headers(error.headers);
      return sendError(request, reply, error.statusCode, error.key, error.params);
    }
    const known = error.code ? KNOWN[error.code] : undefined;
    if (known) {
      return sendError(request, reply, known.status, known.key, { type: String(request.headers['content-type'] ?? '') });
    }
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status < 500) return sendError(request, reply, status, 'server.error.badRequest');
    request.log.error({ err: error, errorId: request.id }, 'request failed');
    return reply.code(500).send({
      status: 500,
      error: STATUS_CODES[500],
      message: translate(request.lang ?? 'ru', 'server.error.internal', { id: request.id }),
      id: request.id,
      path: request.url.split('?')[0],
    });
  });
});
