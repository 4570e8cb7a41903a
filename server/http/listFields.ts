// Multipart sends a list as a repeated field, so a one-item list arrives as a single value and an
// empty one not at all. A route names its list fields and this hook turns a single value into a
// one-item list before validation, so the shared schemas can declare plain arrays.
import type { FastifyRequest } from 'fastify';

export function listFields(names: readonly string[]) {
  return async (request: FastifyRequest) => {
    const body = request.body;
    if (typeof body !== 'object' || body === null || Array.isArray(body)) return;
    const fields = body as Record<string, unknown>;
    for (const name of names) {
      if (fields[name] !== undefined && fields[name] !== null && !Array.isArray(fields[name])) fields[name] = [fields[name]];
    }
  };
}
