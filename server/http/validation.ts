// Route validation: request bodies are checked by the shared schemas (the same rules as the
// browser's forms) and fail with field-keyed errors; query strings and path parameters by a
// plain ajv that coerces their text into the declared types, refused with the message key the
// schema names (`errorMessage` at its top, as the body schemas do for a field), else a bad request.
import Ajv from 'ajv';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { validateFields } from '../../schemas/validator';
import { ApiError, FieldErrors } from './errors';

// Union types are meant (an id as a number or as its text, mediaLibrary.ts): allowed, so that
// ajv's strict mode does not warn about them at every start.
const paramsAjv = new Ajv({ coerceTypes: 'array', useDefaults: true, removeAdditional: false, allErrors: false, allowUnionTypes: true });

export function installValidation(app: FastifyInstance) {
  app.setValidatorCompiler(({ schema, httpPart }) => {
    if (httpPart === 'body') {
      return (data: unknown) => {
        const errors = validateFields(schema as object, data ?? {});
        return Object.keys(errors).length ? { error: new FieldErrors(errors) } : { value: data };
      };
    }
    const { errorMessage = 'server.error.badRequest', ...rules } = schema as { errorMessage?: string };
    const check = paramsAjv.compile(rules as FastifySchema);
    return (data: unknown) => (check(data) ? { value: data } : { error: new ApiError(400, errorMessage) });
  });
}
