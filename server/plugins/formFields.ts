// Reads a multipart body into request.body as text fields, before validation, for routes whose
// config says `multipart: 'fields'`. Repeated fields become arrays; a file part is refused. The
// hook is given to those routes only (before their own preValidation hooks), so that no other
// call runs it.
import type { FastifyInstance, FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from '../http/errors';

async function readFields(request: FastifyRequest) {
  if (!request.isMultipart()) return;
  const body: Record<string, string | string[]> = {};
  try {
    for await (const part of request.parts({ limits: { fields: 200, fieldSize: 1_000_000, files: 1 } })) {
      if (part.type === 'file') throw new ApiError(400, 'server.error.badMultipart');
      const value = String(part.value ?? '');
      const previous = body[part.fieldname];
      body[part.fieldname] = previous === undefined ? value : [previous, value].flat();
    }
  } catch (error) {
    // The parser's own errors (a truncated body, a broken boundary) carry no status: a 400.
    throw (error as { statusCode?: number }).statusCode ? error : new ApiError(400, 'server.error.badMultipart');
  }
  request.body = body;
}

export default fp(async (app: FastifyInstance) => {
  app.addHook('onRoute', (route) => {
    if (route.config?.multipart !== 'fields') return;
    const own = [route.preValidation ?? []].flat() as preValidationAsyncHookHandler[];
    route.preValidation = [readFields as preValidationAsyncHookHandler, ...own];
  });
});
